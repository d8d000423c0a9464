/**
 * The ledger's hashes of the list's numbers, kept (issue #51, worker/volunteers/addressHashes.ts): a campaign's
 * audience reads the ledger through them in SQL, and they never stand for a number they were not made from: a
 * trigger deletes them when the number changes, and they are read only when one is kept under every accepted key.
 */
import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeEach, describe, expect, it } from "vitest";
import type { Audience } from "../../contract/campaigns";
import type { ConsentAction } from "../../contract/messaging";
import { audienceOf } from "../../worker/campaigns/audience";
import { volunteerHashes, volunteerMessages, volunteers } from "../../worker/db/schema";
import { recordConsent } from "../../worker/messaging/consent";
import { addressHash, keyFingerprint } from "../../worker/messaging/keys";
import { keepMissingHashes } from "../../worker/volunteers/addressHashes";
import { insertListPerson } from "./helpers";

const db = drizzle(env.DB);
const OLD_KEY = (env as unknown as { MESSAGING_KEY: string }).MESSAGING_KEY;
const NEW_KEY = "test-only-messaging-key-after-rotation";
const everyone: Audience = { topics: [], languages: [], zips: [], ageBands: [], notInvitedDays: 0 };
let counter = 0;

beforeEach(async () => {
  await db.batch([db.delete(volunteerMessages), db.delete(volunteers)]);
});

/** Someone on the list with a confirmed yes to texts, their number's hash not kept (as a sign-up leaves it). */
async function person(): Promise<{ id: number; phone: string }> {
  counter += 1;
  const phone = `+1760555${String(3000 + counter).padStart(4, "0")}`;
  return { id: await insertListPerson({ name: `Persona ${counter}`, nameKey: `persona ${counter}`, phone }), phone };
}

async function say(action: ConsentAction, phone: string, bindings: Env = env) {
  await recordConsent(db, {
    channel: "text",
    addressHash: await addressHash(bindings, "text", phone),
    action,
    source: "keyword",
    statement: null,
    language: "es",
    at: new Date().toISOString(),
  });
}

const reached = async (bindings: Env = env) =>
  (await audienceOf(bindings, db, { audience: everyone, channel: "text", study: "FINALITY-HF" }, 30)).map((p) => p.id);
const kept = (id: number) =>
  db
    .select({ key: volunteerHashes.key, hash: volunteerHashes.hash })
    .from(volunteerHashes)
    .where(and(eq(volunteerHashes.volunteerId, id), eq(volunteerHashes.channel, "text")))
    .orderBy(volunteerHashes.key)
    .all();
const under = async (secret: string, phone: string) => ({
  key: await keyFingerprint(secret),
  hash: await addressHash({ ...env, MESSAGING_KEY: secret } as Env, "text", phone),
});

describe("the list's hashes, kept", () => {
  it("keeps a number's hash once it is looked up, and the ledger read through it says what the ledger says", async () => {
    const a = await person();
    await say("granted", a.phone);
    expect(await kept(a.id)).toEqual([]);
    expect(await reached()).toEqual([a.id]);
    expect(await kept(a.id)).toEqual([await under(OLD_KEY, a.phone)]);
    // A STOP after that: read through the kept hash, in SQL, it wins.
    await say("revoked", a.phone);
    expect(await reached()).toEqual([]);
    await say("granted", a.phone);
    expect(await reached()).toEqual([a.id]);
  });

  it("forgets the hashes when the number changes or the person is deleted, whatever code changes it", async () => {
    const a = await person();
    await say("granted", a.phone);
    await reached();
    const other = "+17605559999";
    await db
      .update(volunteers)
      .set({ phone: other, phoneDigits: other.slice(1) })
      .where(eq(volunteers.id, a.id));
    expect(await kept(a.id)).toEqual([]);
    // The new number has no yes to texts: the old number's yes must not stand for it.
    expect(await reached()).toEqual([]);
    expect(await kept(a.id)).toEqual([await under(OLD_KEY, other)]);
    await say("granted", other);
    expect(await reached()).toEqual([a.id]);
    // Another field changing leaves them; deleting the person takes them.
    await db.update(volunteers).set({ zip: "92243" }).where(eq(volunteers.id, a.id));
    expect(await kept(a.id)).toHaveLength(1);
    await db.delete(volunteers).where(eq(volunteers.id, a.id));
    expect(await kept(a.id)).toEqual([]);
  });

  it("during a rotation looks under every key, and keeps hashes under the new key", async () => {
    const a = await person();
    // The yes is under the old key, the hash kept under it; then MESSAGING_KEY rotates.
    await say("granted", a.phone);
    expect(await reached()).toEqual([a.id]);
    const rotated = { ...env, MESSAGING_KEY: NEW_KEY, MESSAGING_KEY_PREVIOUS: OLD_KEY } as Env;
    expect(await reached(rotated)).toEqual([a.id]);
    expect(await kept(a.id)).toEqual(
      [await under(OLD_KEY, a.phone), await under(NEW_KEY, a.phone)].sort((x, y) => x.key.localeCompare(y.key)),
    );
    // Still rotating: the new key's hash alone finds no yes (it is under the old key), so it is not read alone.
    expect(await reached(rotated)).toEqual([a.id]);
    await say("revoked", a.phone, rotated);
    expect(await reached(rotated)).toEqual([]);
    // Once the old key is gone, the kept hash is read alone, and the STOP under the new key is found through it.
    const after = { ...env, MESSAGING_KEY: NEW_KEY } as Env;
    expect(await reached(after)).toEqual([]);
  });

  it("does not read a hash kept under another key: it hashes again and keeps the right one", async () => {
    const a = await person();
    await db.run(sql`insert into volunteer_hashes (volunteer_id, channel, key, hash) values (${a.id}, 'text', 'someotherkey', 'stale')`);
    await say("granted", a.phone);
    // A hash under a key no longer accepted is not read: the Worker hashes again and keeps the right one.
    expect(await reached()).toEqual([a.id]);
    expect(await kept(a.id)).toContainEqual(await under(OLD_KEY, a.phone));
  });

  it("are made by the five-minute upkeep for people without them, a bounded part a run, and again after a rotation", async () => {
    const people = [await person(), await person(), await person()];
    expect(await keepMissingHashes(env, 2)).toEqual({ hashed: 2 });
    expect(await keepMissingHashes(env, 2)).toEqual({ hashed: 1 });
    expect(await keepMissingHashes(env, 2)).toEqual({ hashed: 0 });
    for (const p of people) expect(await kept(p.id)).toEqual([await under(OLD_KEY, p.phone)]);
    const rotated = { ...env, MESSAGING_KEY: NEW_KEY, MESSAGING_KEY_PREVIOUS: OLD_KEY } as Env;
    expect(await keepMissingHashes(rotated, 5)).toEqual({ hashed: 3 });
    expect(await kept(people[0]!.id)).toHaveLength(2);
    expect(await keepMissingHashes(rotated, 5)).toEqual({ hashed: 0 });
  });
});
