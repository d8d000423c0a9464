import type { ImportRefusal } from "../../../contract/volunteerImport";
import { chunks } from "./lookups";
import type { StepPlan } from "./plan";

/** The job's row as a step found it: where it starts, and the counts so far. */
export type StepStart = { importId: number; offset: number; token: string; actorId: number; dryRun: boolean; at: string };
export type StepEnd = {
  nextOffset: number;
  nextLine: number;
  rows: number;
  refusals: Partial<Record<ImportRefusal, number>>;
  preview: string | null;
  final: boolean;
};

/**
 * The step's claim, first in its batch: the import moves on only if no other copy of this step got there first
 * (`next_offset` still where this step started). Every other statement of the step writes only while the row holds
 * this step's token (`guard`), so a copy that lost writes nothing, and a killed step wrote nothing at all.
 */
function claim(db: D1Database, start: StepStart, end: StepEnd, plan: StepPlan): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE volunteer_imports SET step_token = ?1, next_offset = ?2, next_line = ?3, rows = rows + ?4, created = created + ?5,
         merged = merged + ?6, flagged = flagged + ?7, refused = refused + ?8, refusals = ?9, preview = coalesce(preview, ?10),
         status = CASE WHEN ?11 THEN 'done' ELSE status END, finished_at = CASE WHEN ?11 THEN ?12 END, updated_at = ?12,
         file_key = CASE WHEN ?11 THEN NULL ELSE file_key END
       WHERE id = ?13 AND next_offset = ?14 AND status = 'running'`,
    )
    .bind(
      start.token,
      end.nextOffset,
      end.nextLine,
      end.rows,
      plan.created.length - plan.flagged.length,
      plan.merged.length,
      plan.flagged.length,
      plan.refused.length,
      JSON.stringify(end.refusals),
      end.preview,
      end.final ? 1 : 0,
      start.at,
      start.importId,
      start.offset,
    );
}

/** "This step still holds the import": the condition of every write after the claim (parameters ?8 and ?9; the statement's own are ?1 to ?7 at most). */
const GUARD = "EXISTS (SELECT 1 FROM volunteer_imports WHERE id = ?8 AND step_token = ?9)";
const guarded = (statement: D1PreparedStatement, start: StepStart, ...values: unknown[]) => {
  const bound = [...values];
  while (bound.length < 7) bound.push(null);
  return statement.bind(...bound, start.importId, start.token);
};

/** The statements of one step, in one batch: the claim, the lines' outcomes, and (a real run) the people. */
export function stepStatements(db: D1Database, start: StepStart, end: StepEnd, plan: StepPlan): D1PreparedStatement[] {
  const flagged = new Set(plan.flagged);
  const lines = [
    ...plan.created.map(({ line, candidate }) => ({
      line,
      outcome: flagged.has(line) ? "flagged" : "created",
      reason: null,
      // A check keeps the keys a later step compares with; a real run's people are in `volunteers`.
      ...(start.dryRun
        ? { phoneDigits: candidate.phoneDigits, email: candidate.email, nameKey: candidate.nameKey, birthYear: candidate.birthYear }
        : {}),
    })),
    ...plan.merged.map((line) => ({ line, outcome: "merged", reason: null })),
    ...plan.refused.map(({ line, reason }) => ({ line, outcome: "refused", reason })),
  ];
  const statements = [claim(db, start, end, plan)];
  for (const part of chunks(lines))
    statements.push(
      guarded(
        db.prepare(
          `INSERT INTO volunteer_import_lines (import_id, line, outcome, reason, phone_digits, email, name_key, birth_year)
           SELECT ?8, r.value ->> '$.line', r.value ->> '$.outcome', r.value ->> '$.reason', r.value ->> '$.phoneDigits',
             r.value ->> '$.email', r.value ->> '$.nameKey', r.value ->> '$.birthYear'
           FROM json_each(?1) r WHERE ${GUARD}`,
        ),
        start,
        JSON.stringify(part),
      ),
    );
  if (!start.dryRun) statements.push(...peopleStatements(db, start, plan));
  return statements;
}

function peopleStatements(db: D1Database, start: StepStart, plan: StepPlan): D1PreparedStatement[] {
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
      guarded(
        db.prepare(
          `INSERT INTO volunteers (reference, name, name_key, phone, phone_digits, email, language, birth_year, zip, topics, channels, source,
             consent_statement, consent_at, consent_ends_at, possible_duplicate_of, import_id, entered_by, created_at, updated_at)
           SELECT r.value ->> '$.reference', r.value ->> '$.name', r.value ->> '$.nameKey', r.value ->> '$.phone', r.value ->> '$.phoneDigits',
             r.value ->> '$.email', r.value ->> '$.language', r.value ->> '$.birthYear', r.value ->> '$.zip', r.value ->> '$.topics',
             r.value ->> '$.channels', 'import', r.value ->> '$.statement', r.value ->> '$.consentAt', r.value ->> '$.endsAt',
             r.value ->> '$.duplicateId', ?8, ?2, ?3, ?3
           FROM json_each(?1) r WHERE ${GUARD}`,
        ),
        start,
        JSON.stringify(rows),
        start.actorId,
        start.at,
      ),
      guarded(
        db.prepare(
          `INSERT INTO volunteer_consents (volunteer_id, action, statement, language, source, how, actor_id, at)
           SELECT v.id, 'granted', v.consent_statement, v.language, 'import', r.value ->> '$.how', ?2, v.consent_at
           FROM json_each(?1) r JOIN volunteers v ON v.reference = r.value ->> '$.reference' WHERE ${GUARD}`,
        ),
        start,
        JSON.stringify(rows),
        start.actorId,
      ),
    );
  }
  // The ledger's hashes of the new people's numbers and addresses, kept (worker/volunteers/addressHashes.ts).
  const hashes = plan.created.flatMap(({ candidate: c, reference }) =>
    (["text", "email"] as const).flatMap((channel) =>
      plan.hashes(channel, channel === "text" ? c.phone : c.email).map(({ key, hash }) => ({ reference, channel, key, hash })),
    ),
  );
  for (const part of chunks(hashes))
    statements.push(
      guarded(
        db.prepare(
          `INSERT INTO volunteer_hashes (volunteer_id, channel, key, hash)
           SELECT v.id, r.value ->> '$.channel', r.value ->> '$.key', r.value ->> '$.hash'
           FROM json_each(?1) r JOIN volunteers v ON v.reference = r.value ->> '$.reference' WHERE ${GUARD} ON CONFLICT DO NOTHING`,
        ),
        start,
        JSON.stringify(part),
      ),
    );
  // A possible duplicate of a row earlier in this step is linked once both exist.
  const inStep = plan.created
    .filter((row) => typeof row.duplicateOf === "string")
    .map((row) => ({ reference: row.reference, of: row.duplicateOf }));
  for (const part of chunks(inStep))
    statements.push(
      guarded(
        db.prepare(
          `UPDATE volunteers SET possible_duplicate_of = (SELECT o.id FROM volunteers o WHERE o.reference = j.of)
           FROM (SELECT value ->> '$.reference' AS reference, value ->> '$.of' AS of FROM json_each(?1)) j
           WHERE volunteers.reference = j.reference AND ${GUARD}`,
        ),
        start,
        JSON.stringify(part),
      ),
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
      guarded(
        db.prepare(
          `UPDATE volunteers SET topics = j.topics, birth_year = j.birthYear, zip = j.zip,
             consent_at = coalesce(j.consentAt, consent_at), consent_ends_at = coalesce(j.endsAt, consent_ends_at),
             consent_statement = coalesce(j.statement, consent_statement), renewal_sent_at = CASE WHEN j.consentAt IS NULL THEN renewal_sent_at END,
             updated_at = ?2
           FROM (SELECT value ->> '$.id' AS id, value ->> '$.topics' AS topics, value ->> '$.birthYear' AS birthYear, value ->> '$.zip' AS zip,
             value ->> '$.consentAt' AS consentAt, value ->> '$.endsAt' AS endsAt, value ->> '$.statement' AS statement FROM json_each(?1)) j
           WHERE volunteers.id = j.id AND ${GUARD}`,
        ),
        start,
        JSON.stringify(rows),
        start.at,
      ),
      guarded(
        db.prepare(
          `INSERT INTO volunteer_consents (volunteer_id, action, statement, language, source, how, actor_id, at)
           SELECT r.value ->> '$.id', 'renewed', r.value ->> '$.statement', NULL, 'import', r.value ->> '$.how', ?2, r.value ->> '$.consentAt'
           FROM json_each(?1) r WHERE r.value ->> '$.consentAt' IS NOT NULL AND ${GUARD}`,
        ),
        start,
        JSON.stringify(rows),
        start.actorId,
      ),
    );
  }
  return statements;
}
