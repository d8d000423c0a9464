import { drizzle } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import type { ConsentBasis, ImportField, ImportRefusal, ImportReportDto } from "../../contract/volunteerImport";
import { recordAudit } from "../audit/record";
import { registryConsentMonths } from "../config";
import { messagingKeys } from "../messaging/config";
import { addressHashes } from "../messaging/keys";
import { decodeCsv, parseCsv } from "../../contract/csvRead";
import { readRow, type VolunteerCandidate } from "./readRow";
import { newReference } from "./reference";

export type ImportRun = {
  mapping: Partial<Record<ImportField, number>>;
  basis?: ConsentBasis;
  language: Language;
  header: boolean;
  dryRun: boolean;
};

/** Values per json_each() parameter: one bound parameter each (D1 allows 100 per statement), well under its size limit. */
const CHUNK = 500;
const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type Existing = {
  id: number;
  phone_digits: string | null;
  email: string | null;
  name_key: string;
  birth_year: number | null;
  zip: string | null;
  topics: string;
  consent_at: string;
  withdrawn_at: string | null;
};

async function existingPeople(db: D1Database, column: "phone_digits" | "email" | "name_key", values: string[]): Promise<Existing[]> {
  const found: Existing[] = [];
  for (const part of chunks([...new Set(values)])) {
    const { results } = await db
      .prepare(
        `SELECT id, phone_digits, email, name_key, birth_year, zip, topics, consent_at, withdrawn_at FROM volunteers
         WHERE erased_at IS NULL AND ${column} IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(part))
      .all<Existing>();
    found.push(...results);
  }
  return found;
}

/** The numbers and addresses whose latest word in the messaging ledger is an opt-out (under every accepted key). */
async function optedOut(env: Env, db: D1Database, candidates: VolunteerCandidate[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (messagingKeys(env).length === 0) return out;
  const owner = new Map<string, string>();
  for (const candidate of candidates) {
    for (const [channel, address] of [
      ["text", candidate.phone],
      ["email", candidate.email],
    ] as const) {
      if (!address) continue;
      for (const hash of await addressHashes(env, channel, address)) owner.set(`${channel}:${hash}`, address);
    }
  }
  const latest = new Map<string, string>();
  for (const part of chunks([...owner.keys()])) {
    const { results } = await db
      .prepare(
        `SELECT channel || ':' || address_hash AS key, action FROM consent_events
         WHERE channel || ':' || address_hash IN (SELECT value FROM json_each(?1)) ORDER BY id`,
      )
      .bind(JSON.stringify(part))
      .all<{ key: string; action: string }>();
    for (const row of results) latest.set(owner.get(row.key)!, row.action);
  }
  for (const [address, action] of latest) if (action === "revoked") out.add(address);
  return out;
}

type Planned = { line: number; candidate: VolunteerCandidate; reference: string; duplicateOf: number | string | null };
type Merge = {
  line: number;
  id: number;
  topics: string;
  birthYear: number | null;
  zip: string | null;
  renewFrom: VolunteerCandidate | null;
};

/**
 * The import of a clinic's list (docs/registry.md): every data row is created, merged into the person with
 * the same number or address, flagged as a possible duplicate (same name and birth year: created, linked,
 * never merged), or refused with its reason. The dry run answers the same report and writes nothing; the
 * real run writes in batches of json_each() statements and is idempotent (the same file again merges every
 * row into the people it created, changing nothing).
 */
export async function importVolunteers(
  env: Env,
  bytes: Uint8Array,
  run: ImportRun,
  actorId: number,
  now = new Date(),
): Promise<ImportReportDto> {
  const db = env.DB;
  const { text, encoding } = decodeCsv(bytes);
  const fileDigest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const parsed = parseCsv(text).map((cells, i) => ({ cells, line: i + 1 }));
  const data = (run.header ? parsed.slice(1) : parsed).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const consentMonths = registryConsentMonths(env);

  const refused: { line: number; reason: ImportRefusal }[] = [];
  const readable: { line: number; candidate: VolunteerCandidate }[] = [];
  for (const { cells, line } of data) {
    const read = readRow(cells, run.mapping, { basis: run.basis, language: run.language, consentMonths, now });
    if (read.ok) readable.push({ line, candidate: read.candidate });
    else refused.push({ line, reason: read.reason });
  }

  const stopped = await optedOut(
    env,
    db,
    readable.map((row) => row.candidate),
  );
  const byPhone = new Map<string, Existing>();
  const byEmail = new Map<string, Existing>();
  const byName = new Map<string, Existing>();
  const phones = readable.flatMap(({ candidate }) => (candidate.phoneDigits ? [candidate.phoneDigits] : []));
  const emails = readable.flatMap(({ candidate }) => (candidate.email ? [candidate.email] : []));
  for (const person of await existingPeople(db, "phone_digits", phones)) byPhone.set(person.phone_digits!, person);
  for (const person of await existingPeople(db, "email", emails)) byEmail.set(person.email!, person);
  for (const person of await existingPeople(
    db,
    "name_key",
    readable.map(({ candidate }) => candidate.nameKey),
  ))
    if (person.birth_year !== null) byName.set(`${person.name_key}|${person.birth_year}`, person);

  // Rows planned in this file, so a later row with the same number, address or name finds an earlier one.
  const plannedBy = new Map<string, Planned>();
  const created: Planned[] = [];
  const merges = new Map<number, Merge>();
  const merged: number[] = [];
  const flagged: number[] = [];
  for (const { line, candidate } of readable) {
    if ((candidate.phone && stopped.has(candidate.phone)) || (candidate.email && stopped.has(candidate.email))) {
      refused.push({ line, reason: "opted_out" });
      continue;
    }
    const keys = [candidate.phoneDigits && `p:${candidate.phoneDigits}`, candidate.email && `e:${candidate.email}`].filter(
      Boolean,
    ) as string[];
    const known =
      (candidate.phoneDigits && byPhone.get(candidate.phoneDigits)) || (candidate.email && byEmail.get(candidate.email)) || null;
    const plannedSame = keys.map((key) => plannedBy.get(key)).find(Boolean);
    if (known) {
      if (known.withdrawn_at) {
        refused.push({ line, reason: "left_registry" });
        continue;
      }
      merged.push(line);
      const current = merges.get(known.id);
      const topics = [...new Set([...JSON.parse(current?.topics ?? known.topics), ...candidate.topics])].sort();
      const newer = candidate.consentAt > (current?.renewFrom?.consentAt ?? known.consent_at) ? candidate : (current?.renewFrom ?? null);
      const change: Merge = {
        line,
        id: known.id,
        topics: JSON.stringify(topics),
        birthYear: current?.birthYear ?? known.birth_year ?? candidate.birthYear,
        zip: current?.zip ?? known.zip ?? candidate.zip,
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
    if (plannedSame) {
      merged.push(line);
      plannedSame.candidate = { ...plannedSame.candidate, topics: [...new Set([...plannedSame.candidate.topics, ...candidate.topics])] };
      continue;
    }
    const nameKey = candidate.birthYear === null ? null : `${candidate.nameKey}|${candidate.birthYear}`;
    const sameName = nameKey ? (byName.get(nameKey)?.id ?? plannedBy.get(`n:${nameKey}`)?.reference ?? null) : null;
    const planned: Planned = { line, candidate, reference: newReference(), duplicateOf: sameName };
    created.push(planned);
    for (const key of keys) plannedBy.set(key, planned);
    if (nameKey && !plannedBy.has(`n:${nameKey}`)) plannedBy.set(`n:${nameKey}`, planned);
    if (sameName !== null) flagged.push(line);
  }

  const flaggedLines = new Set(flagged);
  const report: ImportReportDto = {
    dryRun: run.dryRun,
    encoding,
    rows: data.length,
    created: created.length - flagged.length,
    merged: merged.length,
    flagged: flagged.length,
    refused: refused.length,
    refusals: refused.reduce<Partial<Record<ImportRefusal, number>>>(
      (counts, { reason }) => ({ ...counts, [reason]: (counts[reason] ?? 0) + 1 }),
      {},
    ),
    lines: {
      created: created.filter((row) => !flaggedLines.has(row.line)).map((row) => row.line),
      merged,
      flagged,
      refused: refused.sort((a, b) => a.line - b.line),
    },
    preview: readable.slice(0, 5).map(({ line, candidate }) => ({
      line: String(line),
      name: candidate.name,
      phone: candidate.phone ?? "",
      email: candidate.email ?? "",
      language: candidate.language,
      birthYear: candidate.birthYear === null ? "" : String(candidate.birthYear),
      zip: candidate.zip ?? "",
      topics: candidate.topics.join(", "),
      consent: `${candidate.consentAt.slice(0, 10)} (${candidate.consentHow})`,
    })),
    importId: null,
  };
  if (run.dryRun) return report;
  report.importId = await writeImport(env, { created, merges: [...merges.values()], fileDigest }, report, actorId, now);
  return report;
}

async function writeImport(
  env: Env,
  plan: { created: Planned[]; merges: Merge[]; fileDigest: string },
  report: ImportReportDto,
  actorId: number,
  now: Date,
): Promise<number> {
  const db = env.DB;
  const at = now.toISOString();
  const importRow = await db
    .prepare(
      "INSERT INTO volunteer_imports (actor_id, file_digest, rows, created, merged, flagged, refused, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(actorId, plan.fileDigest, report.rows, report.created, report.merged, report.flagged, report.refused, at)
    .first<{ id: number }>();
  const importId = importRow!.id;

  const statements: D1PreparedStatement[] = [];
  for (const part of chunks(plan.created)) {
    const rows = part.map(({ candidate: c, reference, duplicateOf }) => ({
      reference,
      name: c.name,
      nameKey: c.nameKey,
      phone: c.phone,
      phoneDigits: c.phoneDigits,
      email: c.email,
      language: c.language,
      birthYear: c.birthYear,
      zip: c.zip,
      topics: JSON.stringify([...c.topics].sort()),
      channels: JSON.stringify([...(c.phone ? ["phone"] : []), ...(c.email ? ["email"] : [])]),
      statement: c.consentStatement,
      how: c.consentHow,
      consentAt: c.consentAt,
      endsAt: c.consentEndsAt,
      duplicateId: typeof duplicateOf === "number" ? duplicateOf : null,
    }));
    statements.push(
      db
        .prepare(
          `INSERT INTO volunteers (reference, name, name_key, phone, phone_digits, email, language, birth_year, zip, topics, channels, source,
             consent_statement, consent_at, consent_ends_at, possible_duplicate_of, import_id, entered_by, created_at, updated_at)
           SELECT r.value ->> '$.reference', r.value ->> '$.name', r.value ->> '$.nameKey', r.value ->> '$.phone', r.value ->> '$.phoneDigits',
             r.value ->> '$.email', r.value ->> '$.language', r.value ->> '$.birthYear', r.value ->> '$.zip', r.value ->> '$.topics',
             r.value ->> '$.channels', 'import', r.value ->> '$.statement', r.value ->> '$.consentAt', r.value ->> '$.endsAt',
             r.value ->> '$.duplicateId', ?2, ?3, ?4, ?4
           FROM json_each(?1) r`,
        )
        .bind(JSON.stringify(rows), importId, actorId, at),
      db
        .prepare(
          `INSERT INTO volunteer_consents (volunteer_id, action, statement, language, source, how, actor_id, at)
           SELECT v.id, 'granted', v.consent_statement, v.language, 'import', r.value ->> '$.how', ?2, v.consent_at
           FROM json_each(?1) r JOIN volunteers v ON v.reference = r.value ->> '$.reference'`,
        )
        .bind(JSON.stringify(rows), actorId),
    );
  }
  // A possible duplicate of a row earlier in this same file is linked once both exist.
  const inFile = plan.created
    .filter((row) => typeof row.duplicateOf === "string")
    .map((row) => ({ reference: row.reference, of: row.duplicateOf }));
  for (const part of chunks(inFile))
    statements.push(
      db
        .prepare(
          `UPDATE volunteers SET possible_duplicate_of = (SELECT o.id FROM volunteers o WHERE o.reference = j.of)
           FROM (SELECT value ->> '$.reference' AS reference, value ->> '$.of' AS of FROM json_each(?1)) j WHERE volunteers.reference = j.reference`,
        )
        .bind(JSON.stringify(part)),
    );
  for (const part of chunks(plan.merges)) {
    const rows = part.map((merge) => ({
      id: merge.id,
      topics: merge.topics,
      birthYear: merge.birthYear,
      zip: merge.zip,
      consentAt: merge.renewFrom?.consentAt ?? null,
      endsAt: merge.renewFrom?.consentEndsAt ?? null,
      statement: merge.renewFrom?.consentStatement ?? null,
      how: merge.renewFrom?.consentHow ?? null,
    }));
    statements.push(
      db
        .prepare(
          `UPDATE volunteers SET topics = j.topics, birth_year = j.birthYear, zip = j.zip,
             consent_at = coalesce(j.consentAt, consent_at), consent_ends_at = coalesce(j.endsAt, consent_ends_at),
             consent_statement = coalesce(j.statement, consent_statement), renewal_sent_at = CASE WHEN j.consentAt IS NULL THEN renewal_sent_at END,
             updated_at = ?2
           FROM (SELECT value ->> '$.id' AS id, value ->> '$.topics' AS topics, value ->> '$.birthYear' AS birthYear, value ->> '$.zip' AS zip,
             value ->> '$.consentAt' AS consentAt, value ->> '$.endsAt' AS endsAt, value ->> '$.statement' AS statement FROM json_each(?1)) j
           WHERE volunteers.id = j.id`,
        )
        .bind(JSON.stringify(rows), at),
      db
        .prepare(
          `INSERT INTO volunteer_consents (volunteer_id, action, statement, language, source, how, actor_id, at)
           SELECT r.value ->> '$.id', 'renewed', r.value ->> '$.statement', NULL, 'import', r.value ->> '$.how', ?2, r.value ->> '$.consentAt'
           FROM json_each(?1) r WHERE r.value ->> '$.consentAt' IS NOT NULL`,
        )
        .bind(JSON.stringify(rows), actorId),
    );
  }
  for (const part of chunks(statements, 50)) await db.batch(part);
  await recordAudit(drizzle(db), {
    action: "registry_imported",
    actorId,
    targetType: "registry_import",
    targetId: importId,
    detail: { rows: report.rows, created: report.created, merged: report.merged, flagged: report.flagged, refused: report.refused },
  });
  return importId;
}
