/**
 * The order of a MESSAGING_KEY rotation (docs/operations.md section 8, worker/messaging/keyOrder.ts): the consent ledger keeps only
 * keyed hashes, so a key it was written under must stay held. In the safe order (the current key into
 * MESSAGING_KEY_PREVIOUS first, then the new key) nothing stops; a new key without the old one stops every send,
 * leaves the messages queued, and says so on /api/health/ready, until the old key is back.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ReadinessDto } from "../../contract/health";
import { missingLedgerKeys } from "../../worker/messaging/keyOrder";
import { sendQueuedMessage } from "../../worker/messaging/outbox";
import { fetchWithBindings, insertInquiry } from "./helpers";

const run = crypto.randomUUID().slice(0, 8);
const A = `rotation-a-${run}`;
const B = `rotation-b-${run}`;
const keys = (current: string, previous = "") => ({ ...env, MESSAGING_KEY: current, MESSAGING_KEY_PREVIOUS: previous });

async function queuedText() {
  const inquiry = await insertInquiry({});
  const row = await env.DB.prepare(
    "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, created_at) VALUES (?, 'out', 'text', 'staff', 'queued', 'Hola', ?) RETURNING id",
  )
    .bind(inquiry, new Date().toISOString())
    .first<{ id: number }>();
  return row!.id;
}
const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM messages WHERE id = ?").bind(id).first<{ status: string }>())!.status;

describe("rotating MESSAGING_KEY", () => {
  it("goes on in the safe order, and stops every send when the new key comes before the old one is kept", async () => {
    // In use: key A (its fingerprint is recorded on the first check).
    expect(await missingLedgerKeys(keys(A))).toBe(0);
    // The wrong order: B set while A is not kept. Nothing goes out, the message stays queued, readiness says why.
    expect(await missingLedgerKeys(keys(B))).toBe(1);
    const id = await queuedText();
    expect(await sendQueuedMessage(keys(B), id)).toBe("deferred");
    expect(await statusOf(id)).toBe("queued");
    const res = await fetchWithBindings("/api/health/ready", {}, { MESSAGING_KEY: B, MESSAGING_KEY_PREVIOUS: "" } as Partial<Env>);
    expect(res.status).toBe(503);
    expect((await res.json<ReadinessDto>()).messagingKeys).toBe("previous_key_missing");

    // The safe order: A kept in MESSAGING_KEY_PREVIOUS first (A, A), then B with A behind it.
    expect(await missingLedgerKeys(keys(A, A))).toBe(0);
    expect(await missingLedgerKeys(keys(B, A))).toBe(0);
    // B is in use now too: dropping either later stops sending again (checked afresh: a pass is trusted a minute).
    const later = Date.now() + 2 * 60_000;
    expect(await missingLedgerKeys(keys(B), undefined, later)).toBe(1);
    expect(await missingLedgerKeys(keys(A), undefined, later)).toBe(1);
    await env.DB.prepare("UPDATE messages SET status = 'cancelled' WHERE id = ?").bind(id).run();
  });
});
