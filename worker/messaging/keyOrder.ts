import { drizzle } from "drizzle-orm/d1";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { messagingKeyFingerprints } from "../db/schema";
import { log } from "../observability/log";
import { messagingKeys } from "./config";
import { keyFingerprint } from "./keys";

/**
 * The order a MESSAGING_KEY rotation must keep (docs/operations.md section 8): the consent ledger holds only keyed
 * hashes, so every key it was written under must stay among the keys the Worker holds (MESSAGING_KEY or
 * MESSAGING_KEY_PREVIOUS). A new key set before the old one is moved to MESSAGING_KEY_PREVIOUS would make every
 * earlier opt-out unfindable: until that is fixed, nothing is sent (texts and e-mails wait in their outboxes) and
 * /api/health/ready says why. The fingerprints of the keys in use are kept in D1; a check that passed is trusted
 * for a minute per isolate and key set, so a send costs no extra read.
 */
const TRUSTED_MS = 60_000;
const passed = new Map<string, number>();

/** How many keys the ledger was written under that the Worker no longer holds (0: sending is safe). */
export async function missingLedgerKeys(env: Env, db: DrizzleD1Database = drizzle(env.DB), now = Date.now()): Promise<number> {
  const keys = messagingKeys(env);
  if (keys.length === 0) return 0;
  const cacheKey = keys.join("\n");
  if (now - (passed.get(cacheKey) ?? -Infinity) < TRUSTED_MS) return 0;
  const missing = await countMissing(db, keys);
  if (missing === 0) passed.set(cacheKey, now);
  else passed.delete(cacheKey);
  return missing;
}

async function countMissing(db: DrizzleD1Database, keys: string[]): Promise<number> {
  const held = await Promise.all(keys.map((key) => keyFingerprint(key)));
  const used = await db.select({ fingerprint: messagingKeyFingerprints.fingerprint }).from(messagingKeyFingerprints).all();
  const missing = used.filter((row) => !held.includes(row.fingerprint)).length;
  if (missing > 0) {
    log.error("messaging_key_missing", { code: "messaging_key_missing", count: missing });
    return missing;
  }
  // The current key is in use from now on: a later rotation must keep it.
  await db.insert(messagingKeyFingerprints).values({ fingerprint: held[0]! }).onConflictDoNothing();
  return 0;
}

/** Whether messages may go out now: every key the ledger was written under is still held. */
export async function ledgerKeysHeld(env: Env, db?: DrizzleD1Database): Promise<boolean> {
  return (await missingLedgerKeys(env, db)) === 0;
}
