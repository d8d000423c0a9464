import type { ImportRefusal } from "../../../contract/volunteerImport";
import type { VolunteerCandidate } from "../readRow";
import { newReference } from "../reference";
import { earlierLines, optedOut, peopleBy, peopleByNameAndYear, type Existing } from "./lookups";

export type Planned = { line: number; candidate: VolunteerCandidate; reference: string; duplicateOf: number | string | null };
/** The ledger's hashes of a number or an address, one per accepted key, to keep for the people created (addressHashes.ts). */
export type HashesOf = (channel: "text" | "email", address: string | null) => { key: string; hash: string }[];
export type Merge = {
  id: number;
  topics: string;
  birthYear: number | null;
  zip: string | null;
  renewFrom: VolunteerCandidate | null;
};

/** What one step decided for its rows. `created` holds the flagged rows too (they are created, linked). */
export type StepPlan = {
  created: Planned[];
  hashes: HashesOf;
  merges: Merge[];
  merged: number[];
  flagged: number[];
  refused: { line: number; reason: ImportRefusal }[];
};

/**
 * Decides each readable row of a step: refused (opted out, or left the registry), merged into the person with the
 * same number or address (already in the registry, or added by an earlier row of this file), flagged as a possible
 * duplicate (same name and birth year: created, linked, never merged), or created. A real run's earlier steps are in
 * `volunteers` by now; a check's are in its lines (`earlierLines`), so both decide alike.
 */
export async function planStep(
  env: Env,
  importId: number,
  dryRun: boolean,
  readable: { line: number; candidate: VolunteerCandidate }[],
  refused: { line: number; reason: ImportRefusal }[],
): Promise<StepPlan> {
  const db = env.DB;
  const phones = readable.flatMap(({ candidate }) => (candidate.phoneDigits ? [candidate.phoneDigits] : []));
  const emails = readable.flatMap(({ candidate }) => (candidate.email ? [candidate.email] : []));
  const names = readable.flatMap(({ candidate }) =>
    candidate.birthYear === null ? [] : [{ nameKey: candidate.nameKey, birthYear: candidate.birthYear }],
  );
  const [{ stopped, hashes }, samePhone, sameEmail, sameName, earlier] = await Promise.all([
    optedOut(
      env,
      db,
      readable.map((row) => row.candidate),
    ),
    peopleBy(db, "phone_digits", phones),
    peopleBy(db, "email", emails),
    peopleByNameAndYear(db, names),
    dryRun ? earlierLines(db, importId, { phones, emails, names }) : Promise.resolve([]),
  ]);
  // Someone in the registry before this import is found first; someone an earlier step of this import created is
  // a row of this same file, as the single-pass import saw it (its topics are added, nothing else changes).
  const fromFile = (person: Existing) => person.import_id === importId;
  const keyed = (people: Existing[], key: (person: Existing) => string) => ({
    before: new Map(people.filter((person) => !fromFile(person)).map((person) => [key(person), person])),
    inFile: new Map(people.filter(fromFile).map((person) => [key(person), person])),
  });
  const byPhone = keyed(samePhone, (person) => person.phone_digits!);
  const byEmail = keyed(sameEmail, (person) => person.email!);
  const byName = new Map<string, Existing>(sameName.map((person) => [`${person.name_key}|${person.birth_year}`, person]));
  // A check's rows that earlier steps would have added, by the same keys as rows planned in this step.
  const plannedBy = new Map<string, Planned | { line: number; candidate?: undefined; reference?: undefined }>();
  for (const line of earlier) {
    if (line.phone_digits) plannedBy.set(`p:${line.phone_digits}`, line);
    if (line.email) plannedBy.set(`e:${line.email}`, line);
    if (line.name_key && line.birth_year !== null) plannedBy.set(`n:${line.name_key}|${line.birth_year}`, line);
  }

  const plan: StepPlan = {
    created: [],
    hashes: (channel, address) => (address === null ? [] : (hashes.get(`${channel}:${address}`) ?? [])),
    merges: [],
    merged: [],
    flagged: [],
    refused: [...refused],
  };
  const merges = new Map<number, Merge>();
  for (const { line, candidate } of readable) {
    if ((candidate.phone && stopped.has(candidate.phone)) || (candidate.email && stopped.has(candidate.email))) {
      plan.refused.push({ line, reason: "opted_out" });
      continue;
    }
    const keys = [candidate.phoneDigits && `p:${candidate.phoneDigits}`, candidate.email && `e:${candidate.email}`].filter(
      Boolean,
    ) as string[];
    const find = (side: "before" | "inFile") =>
      (candidate.phoneDigits && byPhone[side].get(candidate.phoneDigits)) ||
      (candidate.email && byEmail[side].get(candidate.email)) ||
      null;
    const known = find("before") ?? find("inFile");
    if (known) {
      if (known.withdrawn_at) {
        plan.refused.push({ line, reason: "left_registry" });
        continue;
      }
      plan.merged.push(line);
      const current = merges.get(known.id);
      const topics = [...new Set([...JSON.parse(current?.topics ?? known.topics), ...candidate.topics])].sort();
      const sameFile = fromFile(known);
      const newer =
        !sameFile && candidate.consentAt > (current?.renewFrom?.consentAt ?? known.consent_at) ? candidate : (current?.renewFrom ?? null);
      const change: Merge = {
        id: known.id,
        topics: JSON.stringify(topics),
        birthYear: current?.birthYear ?? known.birth_year ?? (sameFile ? null : candidate.birthYear),
        zip: current?.zip ?? known.zip ?? (sameFile ? null : candidate.zip),
        renewFrom: newer,
      };
      const unchanged =
        change.topics === JSON.stringify([...JSON.parse(known.topics)].sort()) &&
        change.birthYear === known.birth_year &&
        change.zip === known.zip &&
        change.renewFrom === null;
      if (!unchanged) merges.set(known.id, change);
      continue;
    }
    const plannedSame = keys.map((key) => plannedBy.get(key)).find(Boolean);
    if (plannedSame) {
      plan.merged.push(line);
      if (plannedSame.candidate)
        plannedSame.candidate = { ...plannedSame.candidate, topics: [...new Set([...plannedSame.candidate.topics, ...candidate.topics])] };
      continue;
    }
    const nameKey = candidate.birthYear === null ? null : `${candidate.nameKey}|${candidate.birthYear}`;
    const earlierSameName = nameKey ? plannedBy.get(`n:${nameKey}`) : undefined;
    // Someone in the registry (their id), a row planned in this step (its reference), or (a check only, which
    // writes nothing) an earlier step's line.
    const sameNameAs =
      (nameKey ? byName.get(nameKey)?.id : undefined) ??
      (earlierSameName ? (earlierSameName.reference ?? `line ${earlierSameName.line}`) : null);
    const planned: Planned = { line, candidate, reference: newReference(), duplicateOf: sameNameAs };
    plan.created.push(planned);
    for (const key of keys) plannedBy.set(key, planned);
    if (nameKey && !plannedBy.has(`n:${nameKey}`)) plannedBy.set(`n:${nameKey}`, planned);
    if (sameNameAs !== null) plan.flagged.push(line);
  }
  plan.merges = [...merges.values()];
  return plan;
}
