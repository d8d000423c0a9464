import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { businessMinutesBetween } from "../../contract/businessTime";
import { authed, insertInquiry, loginAsNewAdmin, searchInbox, API } from "./helpers";

type Item = { id: number; overdue: boolean; businessMinutesWaiting: number | null; firstResponseBusinessMinutes: number | null };
type Page = { items: Item[]; total: number; overdueCount: number; responseTargetMinutes: number };

let token = "";
beforeAll(async () => {
  token = await loginAsNewAdmin();
});

const list = async (query: string) => {
  const res = await searchInbox(token, query);
  expect(res.status).toBe(200);
  return res.json<Page>();
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("the first-response clock in the inbox", () => {
  it("marks open, never-contacted inquiries past the target as overdue, and filters them", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    // 30 days always hold far more than 60 business minutes, and a brand-new one holds none yet.
    const waitingLong = await insertInquiry({ search_text: tag, created_at: daysAgo(30) });
    const justArrived = await insertInquiry({ search_text: tag, created_at: new Date().toISOString() });
    const called = await insertInquiry({
      search_text: tag,
      created_at: daysAgo(30),
      status: "contacting",
      first_contact_at: daysAgo(29),
      first_response_minutes: 35,
    });
    const closed = await insertInquiry({ search_text: tag, created_at: daysAgo(30), status: "not_interested" });

    const all = await list(`status=all&q=${tag}`);
    expect(all.responseTargetMinutes).toBe(60);
    const byId = new Map(all.items.map((item) => [item.id, item]));
    expect(byId.get(waitingLong)).toMatchObject({ overdue: true, firstResponseBusinessMinutes: null });
    expect(byId.get(waitingLong)!.businessMinutesWaiting).toBeGreaterThan(15 * 11 * 60);
    expect(byId.get(justArrived)).toMatchObject({ overdue: false, businessMinutesWaiting: 0, firstResponseBusinessMinutes: null });
    expect(byId.get(called)).toMatchObject({ overdue: false, businessMinutesWaiting: null, firstResponseBusinessMinutes: 35 });
    expect(byId.get(closed)).toMatchObject({ overdue: false, businessMinutesWaiting: null, firstResponseBusinessMinutes: null });

    const overdue = await list(`status=all&overdue=true&q=${tag}`);
    expect(overdue.items.map((item) => item.id)).toEqual([waitingLong]);
    expect(overdue.total).toBe(1);
    // The header's count ignores the other filters: every overdue inquiry, this one included.
    expect(all.overdueCount).toBeGreaterThanOrEqual(1);
    expect((await list("overdue=true&limit=100")).total).toBe(all.overdueCount);
    // That total is the header's count, not a count of its own: walking every page of the filter agrees.
    await insertInquiry({ created_at: daysAgo(31) });
    await insertInquiry({ created_at: daysAgo(32) });
    const seen: number[] = [];
    let page = await list("overdue=true&limit=1");
    for (;;) {
      expect(page.items.every((item) => item.overdue)).toBe(true);
      seen.push(...page.items.map((item) => item.id));
      const next = (page as Page & { nextCursor: string | null }).nextCursor;
      if (!next) break;
      page = await list(`overdue=true&limit=1&cursor=${encodeURIComponent(next)}`);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(page.total);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses an overdue value other than true", async () => {
    const res = await SELF.fetch(`${API}/inquiries?overdue=yes`, authed(token));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { overdue: ["invalid"] } } });
  });

  it("stops the clock at the first contact attempt and keeps it there", async () => {
    const createdAt = daysAgo(10);
    const id = await insertInquiry({ created_at: createdAt });
    const attempt = (body: unknown) =>
      SELF.fetch(
        `${API}/inquiries/${id}/events`,
        authed(token, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      );
    expect((await attempt({ type: "contact_attempt", channel: "phone", outcome: "no_answer" })).status).toBe(201);
    const first = await env.DB.prepare("SELECT first_contact_at, first_response_minutes FROM inquiries WHERE id = ?")
      .bind(id)
      .first<{ first_contact_at: string; first_response_minutes: number }>();
    expect(first!.first_response_minutes).toBe(businessMinutesBetween(new Date(createdAt), new Date(first!.first_contact_at)));
    expect(first!.first_response_minutes).toBeGreaterThan(60);

    expect((await attempt({ type: "contact_attempt", channel: "text", outcome: "reached" })).status).toBe(201);
    const second = await env.DB.prepare("SELECT first_contact_at, first_response_minutes FROM inquiries WHERE id = ?").bind(id).first();
    expect(second).toEqual(first);
    const detail = await (await SELF.fetch(`${API}/inquiries/${id}`, authed(token))).json<Item>();
    expect(detail).toMatchObject({
      overdue: false,
      businessMinutesWaiting: null,
      firstResponseBusinessMinutes: first!.first_response_minutes,
    });
  });
});
