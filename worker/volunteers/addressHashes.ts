import { sql, type SQL } from "drizzle-orm";
import type { ConsentAction, MessageChannel } from "../../contract/messaging";
import { volunteerHashes, volunteers } from "../db/schema";
import { messagingKeys } from "../messaging/config";
import { addressHashesByKey, keyFingerprint } from "../messaging/keys";
import { errorClassOf, log } from "../observability/log";

/**
 * The ledger's hashes of the list's numbers and addresses, kept in `volunteer_hashes` under every accepted key, so
 * that a campaign's audience reads the ledger in SQL instead of hashing every person in the Worker: 20,000 HMACs
 * were most of a count's CPU (issue #51). Triggers delete them when the number or the address changes
 * (migrations/0034); a missing one is hashed again when next needed and kept.
 */

/** One hash to keep: a person's number or address under one key (its fingerprint). */
export type KeptHash = { id: number; address: string; key: string; hash: string };

/** The accepted keys' fingerprints, the current one first (none without MESSAGING_KEY). */
export function acceptedHashKeys(env: Env): Promise<string[]> {
  return Promise.all(messagingKeys(env).map(keyFingerprint));
}

/** "No word in the ledger", as `keptWord` answers it (null there means "a hash is not kept"). */
export const NO_WORD = "none";

/**
 * The person's latest word in the ledger for the channel, read through their kept hashes (SQL, per row of
 * `volunteers`): null unless a hash is kept under every accepted key, else NO_WORD when the ledger has nothing.
 */
export function keptWord(channel: MessageChannel, keys: readonly string[]): SQL<ConsentAction | typeof NO_WORD | null> {
  if (keys.length === 0) return sql<null>`null`;
  const theirs = sql`from ${volunteerHashes} h where h.volunteer_id = ${volunteers.id} and h.channel = ${channel}
    and h.key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`;
  return sql<ConsentAction | typeof NO_WORD | null>`case when (select count(*) ${theirs}) = ${keys.length} then coalesce((select c.action
    from consent_events c where c.channel = ${channel} and c.address_hash in (select h.hash ${theirs}) order by c.id desc limit 1),
    ${NO_WORD}) end`;
}

const ADDRESS = { text: "phone", email: "email" } as const;
/** Hashes written per statement: one bound parameter (a JSON array), well within D1's limits. */
const PER_STATEMENT = 2_000;

/**
 * Keeps hashes, each only while the person's row still holds the number or address it was made from (a change
 * meanwhile: not kept). A failure costs only speed: it is logged, and the next look-up hashes them again.
 */
export async function keepAddressHashes(env: Env, channel: MessageChannel, hashes: readonly KeptHash[]): Promise<boolean> {
  if (hashes.length === 0) return true;
  const statements = [];
  for (let i = 0; i < hashes.length; i += PER_STATEMENT)
    statements.push(
      env.DB.prepare(
        `INSERT INTO volunteer_hashes (volunteer_id, channel, key, hash)
         SELECT v.id, ?2, j.value ->> '$.key', j.value ->> '$.hash'
         FROM json_each(?1) j JOIN volunteers v ON v.id = j.value ->> '$.id' AND v.${ADDRESS[channel]} = j.value ->> '$.address'
         WHERE true ON CONFLICT (volunteer_id, channel, key) DO UPDATE SET hash = excluded.hash`,
      ).bind(JSON.stringify(hashes.slice(i, i + PER_STATEMENT)), channel),
    );
  return env.DB.batch(statements).then(
    () => true,
    (error: unknown) => {
      log.warn("address_hashes_not_kept", { code: "cache_write_failed", errorClass: errorClassOf(error) });
      return false;
    },
  );
}

/** People whose hashes are made per upkeep run (each run bounded, docs/budgets.md; the next one goes on). */
const MISSING_PER_RUN = 2_000;

/**
 * The five-minute upkeep: makes the hashes the list is missing under the accepted keys (people added without them,
 * everyone after a key rotation), a part a run and channel, so that a campaign's count rarely has to.
 */
export async function keepMissingHashes(env: Env, limit = MISSING_PER_RUN): Promise<{ hashed: number }> {
  const keys = await acceptedHashKeys(env);
  if (keys.length === 0) return { hashed: 0 };
  let hashed = 0;
  for (const channel of ["text", "email"] as const) {
    const address = ADDRESS[channel];
    const { results } = await env.DB.prepare(
      `SELECT v.id, v.${address} AS address FROM volunteers v WHERE v.${address} IS NOT NULL AND v.erased_at IS NULL
         AND (SELECT count(*) FROM volunteer_hashes h WHERE h.volunteer_id = v.id AND h.channel = ?1
           AND h.key IN (SELECT value FROM json_each(?2))) < ?3
       ORDER BY v.id LIMIT ?4`,
    )
      .bind(channel, JSON.stringify(keys), keys.length, limit)
      .all<{ id: number; address: string }>();
    if (results.length === 0) continue;
    const { keys: order, hashes } = await addressHashesByKey(
      env,
      channel,
      results.map((row) => row.address),
    );
    const kept = await keepAddressHashes(
      env,
      channel,
      results.flatMap((row) =>
        (hashes.get(row.address) ?? []).map((hash, i) => ({ id: row.id, address: row.address, key: order[i]!, hash })),
      ),
    );
    if (kept) hashed += results.length;
  }
  return { hashed };
}
