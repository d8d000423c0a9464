/**
 * Issue #52, item 6: "Due now" puts what needs a person first. Unread replies and people never contacted come first,
 * the longest waiting first (arrival for someone never contacted, else the reply); then the follow-ups that came
 * due, the earliest first. A mixed queue of 40, read whole and page by page.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { InboxPageDto } from "../../contract/inbox";
import { API, authed, insertInquiry, loginAsNewAdmin } from "./helpers";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
let token = "";

beforeAll(async () => {
  token = await loginAsNewAdmin();
});

/** An open inquiry named by what it is, and the instant it has waited since for "what needs a person first". */
type Seeded = { name: string; tier: 0 | 1; since: string };

async function mixedQueue(): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  const add = async (name: string, tier: 0 | 1, since: string, values: Record<string, string | null>) => {
    await insertInquiry({ name, ...values });
    seeded.push({ name, tier, since });
  };
  // Two never contacted for 33 hours, each with a reply nobody has read (the reply made their next step "now").
  for (const n of [1, 2]) {
    const created = ago(33 + n / 10);
    await add(`overdue-with-reply-${n}`, 0, created, { created_at: created, unread_since: ago(1), next_step_at: ago(1), status: "new" });
  }
  // Five arrivals never contacted, over the last two days.
  for (const n of [1, 2, 3, 4, 5]) {
    const created = ago(n * 6);
    await add(`arrival-${n}`, 0, created, { created_at: created, status: "new" });
  }
  // A campaign's "Sí" and a partner's referral: never contacted, due at once.
  const yes = ago(0.2);
  await add("campaign-si", 0, yes, { created_at: yes, next_step_at: yes, unread_since: yes, origin: "campaign", status: "new" });
  const referred = ago(0.1);
  await add("referral", 0, referred, { created_at: referred, next_step_at: referred, origin: "referral", status: "new" });
  // Three people already called who replied: their reply waits since it came.
  for (const n of [1, 2, 3]) {
    const replied = ago(n * 2);
    await add(`reply-${n}`, 0, replied, {
      created_at: ago(100 + n),
      first_contact_at: ago(90 + n),
      unread_since: replied,
      next_step_at: replied,
      status: "contacting",
    });
  }
  // Twenty-eight follow-ups that came due, some days ago, some minutes ago.
  for (let n = 1; n <= 28; n++) {
    const due = ago(n * 2.5);
    await add(`follow-up-${n}`, 1, due, {
      created_at: ago(200 + n),
      first_contact_at: ago(190 + n),
      next_step_at: due,
      status: "contacting",
    });
  }
  return seeded;
}

const due = async (query = "") => (await SELF.fetch(`${API}/inquiries?view=due${query}`, authed(token))).json<InboxPageDto>();

describe('"Due now": what needs a person first', () => {
  it("orders a mixed queue of 40: unread replies and first calls, longest waiting first, then follow-ups, and pages the same way", async () => {
    const seeded = await mixedQueue();
    expect(seeded).toHaveLength(40);
    const expected = [...seeded].sort((a, b) => a.tier - b.tier || a.since.localeCompare(b.since)).map((item) => item.name);
    const whole = await due("&limit=100");
    expect(whole.total).toBe(40);
    expect(whole.items.map((item) => item.name)).toEqual(expected);
    // The two never contacted for 33 hours with an unread reply lead; the campaign's "Sí" and the referral come
    // before every follow-up (they were 32nd-33rd and 34th-37th of 37 in the order by next step).
    expect(expected.slice(0, 2)).toEqual(["overdue-with-reply-2", "overdue-with-reply-1"]);
    const position = (name: string) => expected.indexOf(name);
    expect(Math.max(position("campaign-si"), position("referral"))).toBeLessThan(position("follow-up-28"));
    expect(expected.slice(12).every((name) => name.startsWith("follow-up-"))).toBe(true);
    // Ten at a time, with the cursor: the same order, nobody twice or left out.
    const paged: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await due(`&limit=10${cursor ? `&cursor=${cursor}` : ""}`);
      paged.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(expected);
  });
});
