import { messagingKeys } from "../../messaging/config";
import { addressHashesByKey } from "../../messaging/keys";
import type { VolunteerCandidate } from "../readRow";

// Look-ups join a json_each() of the step's keys to a table with CROSS JOIN, which SQLite never reorders: the
// keys stay the outer loop and each is one index search, instead of every row of the table scanning the keys.

/** Values per json_each() parameter: one bound parameter each (D1 allows 100 per statement), well under its size limit. */
const CHUNK = 500;
export const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Someone already in the registry, as the import compares and merges. */
export type Existing = {
  id: number;
  phone_digits: string | null;
  email: string | null;
  name_key: string;
  birth_year: number | null;
  zip: string | null;
  topics: string;
  consent_at: string;
  withdrawn_at: string | null;
  /** The import that created them, if one did (a person created by an earlier step of this import is a row of its file). */
  import_id: number | null;
};

const PERSON_COLUMNS =
  "v.id, v.phone_digits, v.email, v.name_key, v.birth_year, v.zip, v.topics, v.consent_at, v.withdrawn_at, v.import_id";

/** People (not erased) with one of these numbers or addresses, through their indexes. */
export async function peopleBy(db: D1Database, column: "phone_digits" | "email", values: string[]): Promise<Existing[]> {
  const found: Existing[] = [];
  for (const part of chunks([...new Set(values)]))
    found.push(
      ...(
        await db
          .prepare(
            `SELECT ${PERSON_COLUMNS} FROM volunteers v WHERE v.erased_at IS NULL AND v.${column} IN (SELECT value FROM json_each(?1))`,
          )
          .bind(JSON.stringify(part))
          .all<Existing>()
      ).results,
    );
  return found;
}

/**
 * People (not erased) with the same name and birth year as a row: the pair through the (name_key, birth_year)
 * index, so a common name matches only the few born the same year, not everyone who has it.
 */
export async function peopleByNameAndYear(db: D1Database, pairs: { nameKey: string; birthYear: number }[]): Promise<Existing[]> {
  const found: Existing[] = [];
  const unique = [...new Map(pairs.map((pair) => [`${pair.nameKey}|${pair.birthYear}`, pair])).values()];
  for (const part of chunks(unique))
    found.push(
      ...(
        await db
          .prepare(
            `SELECT ${PERSON_COLUMNS} FROM json_each(?1) j CROSS JOIN volunteers v
               ON v.name_key = j.value ->> '$.nameKey' AND v.birth_year = j.value ->> '$.birthYear'
             WHERE v.erased_at IS NULL`,
          )
          .bind(JSON.stringify(part))
          .all<Existing>()
      ).results,
    );
  return found;
}

/** A check's earlier rows (created or flagged in an earlier step) with one of these keys: what this file would have added. */
export type EarlierLine = {
  line: number;
  phone_digits: string | null;
  email: string | null;
  name_key: string | null;
  birth_year: number | null;
};

export async function earlierLines(
  db: D1Database,
  importId: number,
  keys: { phones: string[]; emails: string[]; names: { nameKey: string; birthYear: number }[] },
): Promise<EarlierLine[]> {
  if (keys.phones.length + keys.emails.length + keys.names.length === 0) return [];
  const found: EarlierLine[] = [];
  const columns = "l.line, l.phone_digits, l.email, l.name_key, l.birth_year";
  const added = "l.import_id = ?2 AND l.outcome IN ('created', 'flagged')";
  for (const [column, values] of [
    ["phone_digits", keys.phones],
    ["email", keys.emails],
  ] as const)
    for (const part of chunks([...new Set(values)]))
      found.push(
        ...(
          await db
            .prepare(`SELECT ${columns} FROM volunteer_import_lines l WHERE ${added} AND l.${column} IN (SELECT value FROM json_each(?1))`)
            .bind(JSON.stringify(part), importId)
            .all<EarlierLine>()
        ).results,
      );
  for (const part of chunks(keys.names))
    found.push(
      ...(
        await db
          .prepare(
            `SELECT ${columns} FROM json_each(?1) j CROSS JOIN volunteer_import_lines l
               ON l.name_key = j.value ->> '$.nameKey' AND l.birth_year = j.value ->> '$.birthYear' WHERE ${added}`,
          )
          .bind(JSON.stringify(part), importId)
          .all<EarlierLine>()
      ).results,
    );
  return found;
}

/**
 * The numbers and addresses whose latest word in the messaging ledger is an opt-out, under every accepted key:
 * the addresses hashed together, and the ledger read through its (channel, address_hash) index. Also each one's
 * hashes with their keys (by `"text:" + number` or `"email:" + address`), kept for the people the step writes.
 */
export async function optedOut(
  env: Env,
  db: D1Database,
  candidates: VolunteerCandidate[],
): Promise<{ stopped: Set<string>; hashes: Map<string, { key: string; hash: string }[]> }> {
  const out = new Set<string>();
  const byAddress = new Map<string, { key: string; hash: string }[]>();
  if (messagingKeys(env).length === 0) return { stopped: out, hashes: byAddress };
  const owner = new Map<string, string>();
  for (const channel of ["text", "email"] as const) {
    const addresses = candidates.flatMap((candidate) => {
      const address = channel === "text" ? candidate.phone : candidate.email;
      return address ? [address] : [];
    });
    const { keys, hashes: hashesOf } = await addressHashesByKey(env, channel, addresses);
    for (const [address, hashes] of hashesOf) {
      for (const hash of hashes) owner.set(`${channel}:${hash}`, address);
      byAddress.set(
        `${channel}:${address}`,
        hashes.map((hash, i) => ({ key: keys[i]!, hash })),
      );
    }
  }
  const latest = new Map<string, { id: number; action: string }>();
  const keys = [...owner.keys()].map((key) => ({ channel: key.slice(0, key.indexOf(":")), hash: key.slice(key.indexOf(":") + 1) }));
  for (const part of chunks(keys)) {
    const { results } = await db
      .prepare(
        `SELECT c.id, c.channel || ':' || c.address_hash AS key, c.action FROM json_each(?1) j CROSS JOIN consent_events c
           ON c.channel = j.value ->> '$.channel' AND c.address_hash = j.value ->> '$.hash'`,
      )
      .bind(JSON.stringify(part))
      .all<{ id: number; key: string; action: string }>();
    for (const row of results) {
      const address = owner.get(row.key)!;
      const seen = latest.get(address);
      if (!seen || row.id > seen.id) latest.set(address, { id: row.id, action: row.action });
    }
  }
  for (const [address, { action }] of latest) if (action === "revoked") out.add(address);
  return { stopped: out, hashes: byAddress };
}
