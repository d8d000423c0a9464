import { env, SELF } from "cloudflare:test";
import type { InquiryDetailDto } from "../../contract/inbox";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminId,
  authed,
  createAdmin,
  insertInquiry,
  loginAsNewAdmin,
  postJson,
  validInquiry,
  searchInbox,
  type FieldErrors,
  API,
} from "./helpers";
import type { CreatedInquiryDto, InquiryDto } from "../../contract/inquiry";

type Page = {
  items: { id: number; name: string; status: string; possibleDuplicate: boolean; excerpt: string; assignee: { id: number } | null }[];
  nextCursor: string | null;
  total: number;
};

let token = "";
const list = async (query: string) => {
  const res = await searchInbox(token, query);
  expect(res.status).toBe(200);
  return res.json<Page>();
};
const names = (page: Page) => page.items.map((i) => i.name);

beforeAll(async () => {
  token = await loginAsNewAdmin();
});

describe("POST /api/inquiries: what an inquiry carries", () => {
  it("stores language, study, preferred contact, heard-from and first-touch source, and starts the timeline", async () => {
    const res = await postJson("/api/inquiries", {
      ...validInquiry,
      language: "es",
      studyId: "REDEFINE-HF",
      contactMethod: "text",
      contactTime: "evening",
      heardFrom: "radio_tv",
      interest: "heart",
      source: { utmSource: "facebook", utmMedium: "social", utmCampaign: "hf-2026", referrer: "L.Facebook.com" },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    const row = await env.DB.prepare(
      "SELECT language, study_id, contact_method, contact_time, heard_from, interest, utm_source, utm_medium, utm_campaign, referrer, email_norm, phone_digits FROM inquiries WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(row).toEqual({
      language: "es",
      study_id: "REDEFINE-HF",
      contact_method: "text",
      contact_time: "evening",
      heard_from: "radio_tv",
      interest: "heart",
      utm_source: "facebook",
      utm_medium: "social",
      utm_campaign: "hf-2026",
      referrer: "l.facebook.com",
      email_norm: "maria@example.com",
      phone_digits: "7605550100",
    });
    const events = await env.DB.prepare("SELECT type, actor_id FROM inquiry_events WHERE inquiry_id = ? ORDER BY id").bind(id).all();
    // Created, then the confirmation e-mail to the visitor (docs/messaging.md), both by the site itself.
    expect(events.results).toEqual([
      { type: "created", actor_id: null },
      { type: "message", actor_id: null },
    ]);
  });

  it.each([
    ["an unknown study", { studyId: "OTHER-HF" }, "studyId", "unknown_study"],
    ["an unknown contact method", { contactMethod: "fax" }, "contactMethod", "invalid"],
    ["an over-long UTM source", { source: { utmSource: "x".repeat(101) } }, "source.utmSource", "too_long"],
    ["a referrer that is not a host", { source: { referrer: "https://a.example/path?q=1" } }, "source.referrer", "invalid"],
    ["an unknown source key", { source: { gclid: "abc" } }, "source.gclid", "unknown_field"],
  ])("refuses %s with a field code", async (_name, extra, field, code) => {
    const res = await postJson("/api/inquiries", { ...validInquiry, ...extra });
    expect(res.status).toBe(400);
    const body = await res.json<FieldErrors>();
    expect(body.error.fields[field]).toContain(code);
  });
});

describe("GET /api/inquiries: the inbox list", () => {
  let coordinatorId = 0;
  beforeAll(async () => {
    const coordinator = await createAdmin();
    coordinatorId = await adminId(coordinator.username);
    const at = (day: string) => `2026-${day}T18:00:00.000Z`;
    const rows = {
      lopez: await insertInquiry({
        name: "María López",
        search_text: "maria lopez m@example.com 7605550101 hola",
        email_norm: "m@example.com",
        phone_digits: "7605550101",
        language: "es",
        study_id: "FINALITY-HF",
        created_at: at("03-01"),
      }),
      lopezAgain: await insertInquiry({
        name: "Maria Lopez",
        search_text: "maria lopez other@example.com 7605550101 again",
        email_norm: "other@example.com",
        phone_digits: "7605550101",
        language: "es",
        created_at: at("03-05"),
      }),
      smith: await insertInquiry({
        name: "John Smith",
        search_text: "john smith j@example.com 7605550199 50% sure",
        email_norm: "j@example.com",
        phone_digits: "7605550199",
        language: "en",
        interest: "diabetes",
        assignee_id: coordinatorId,
        created_at: at("03-10"),
      }),
      closed: await insertInquiry({
        name: "Closed Case",
        search_text: "closed case",
        status: "enrolled",
        closed_at: at("03-12"),
        created_at: at("03-11"),
      }),
      spam: await insertInquiry({
        name: "Spam Bot",
        search_text: "spam bot",
        status: "spam",
        closed_at: at("03-12"),
        created_at: at("03-12"),
      }),
      erased: await insertInquiry({ name: "", search_text: "", erased_at: at("03-13"), created_at: at("03-13") }),
    };
    expect(Object.values(rows).every((id) => id > 0)).toBe(true);
  });

  it("lists open inquiries newest first by default, with a total, and hides spam and erased rows", async () => {
    const page = await list("createdFrom=2026-03-01&createdTo=2026-03-31");
    expect(names(page)).toEqual(["John Smith", "Maria Lopez", "María López"]);
    expect(page.total).toBe(3);
    expect((await list("status=all&createdFrom=2026-03-01&createdTo=2026-03-31")).total).toBe(4);
    expect(names(await list("status=spam&createdFrom=2026-03-01"))).toEqual(["Spam Bot"]);
    expect(names(await list("status=closed&createdFrom=2026-03-01&createdTo=2026-03-31"))).toEqual(["Closed Case"]);
  });

  it("searches name, e-mail, phone digits and message without regard to case or accents", async () => {
    const march = "createdFrom=2026-03-01&createdTo=2026-03-31";
    expect(names(await list(`q=LOPEZ&${march}`))).toEqual(["Maria Lopez", "María López"]);
    expect(names(await list(`q=L%C3%B3pez&${march}`))).toEqual(["Maria Lopez", "María López"]);
    expect(names(await list("q=(760)%20555-0199&createdFrom=2026-03-01"))).toEqual(["John Smith"]);
    expect(names(await list("q=j%40example&createdFrom=2026-03-01"))).toEqual(["John Smith"]);
    expect(names(await list("q=50%25&createdFrom=2026-03-01"))).toEqual(["John Smith"]); // % is literal
    expect((await list("q=_&createdFrom=2026-03-01")).total).toBe(0);
  });

  it("filters by language, study, interest, assignee and local dates", async () => {
    expect(names(await list("language=en&createdFrom=2026-03-01"))).toEqual(["John Smith"]);
    expect(names(await list("studyId=FINALITY-HF&createdFrom=2026-03-01"))).toEqual(["María López"]);
    expect(names(await list("interest=diabetes&createdFrom=2026-03-01"))).toEqual(["John Smith"]);
    expect(names(await list(`assignee=${coordinatorId}&createdFrom=2026-03-01`))).toEqual(["John Smith"]);
    expect(names(await list("assignee=none&createdFrom=2026-03-01&createdTo=2026-03-31"))).toEqual(["Maria Lopez", "María López"]);
    expect((await list("assignee=me&createdFrom=2026-03-01")).total).toBe(0);
    // 2026-03-05T18:00Z is 10 AM on March 5 in California.
    expect(names(await list("createdFrom=2026-03-05&createdTo=2026-03-05"))).toEqual(["Maria Lopez"]);
  });

  it("flags possible duplicates (same e-mail or phone digits in the last 365 days)", async () => {
    const recent = new Date().toISOString();
    const a = await insertInquiry({
      name: "Dup A",
      search_text: "dup a",
      email_norm: "dup@example.com",
      phone_digits: "1111111",
      created_at: recent,
    });
    await insertInquiry({
      name: "Dup B",
      search_text: "dup b",
      email_norm: "dup@example.com",
      phone_digits: "2222222",
      created_at: recent,
    });
    const page = await list("q=dup");
    expect(page.items.every((i) => i.possibleDuplicate)).toBe(true);
    const detail = await (await SELF.fetch(`${API}/inquiries/${a}`, authed(token))).json<InquiryDetailDto>();
    expect(detail.possibleDuplicates).toHaveLength(1);
  });

  it("pages with a cursor: no duplicates and no gaps while new inquiries arrive", async () => {
    const base = Date.parse("2025-06-01T00:00:00.000Z");
    for (let i = 0; i < 25; i++) {
      await insertInquiry({ name: `Page ${i}`, search_text: `pagetest ${i}`, created_at: new Date(base + i * 60_000).toISOString() });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(`q=pagetest&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...names(page));
      cursor = page.nextCursor;
      // A new inquiry arrives while staff page through the list: it must not shift the pages.
      await insertInquiry({ name: `Late ${pages}`, search_text: `pagetest late ${pages}`, created_at: new Date().toISOString() });
      pages++;
    } while (cursor);
    const expected = Array.from({ length: 25 }, (_, i) => `Page ${24 - i}`);
    expect(seen.filter((n) => n.startsWith("Page"))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(4);
  });

  it.each([
    ["limit=0"],
    ["limit=101"],
    ["status=archived"],
    ["createdFrom=03/01/2026"],
    ["createdTo=2026-02-30"],
    ["cursor=not-a-cursor"],
    ["assignee=someone"],
    ["unknown=1"],
  ])("answers 400 for %s", async (query) => {
    const res = await SELF.fetch(`${API}/inquiries?${query}`, authed(token));
    expect(res.status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await SELF.fetch(`${API}/inquiries`)).status).toBe(401);
  });
});

describe("GET /api/inquiries/unresolved (SPEC)", () => {
  it("keeps its array shape and is capped at the newest 500 open inquiries", async () => {
    const values = Array.from(
      { length: 520 },
      (_, i) =>
        `('Cap ${i}', 'c@example.com', '7605550100', 'm', 'new', '2024-01-01T00:00:${String(i % 60).padStart(2, "0")}.${String(i).padStart(3, "0")}Z')`,
    );
    for (let i = 0; i < values.length; i += 100) {
      await env.DB.prepare(
        `INSERT INTO inquiries (name, email, phone, message, status, created_at) VALUES ${values.slice(i, i + 100).join(",")}`,
      ).run();
    }
    const res = await SELF.fetch(`${API}/inquiries/unresolved`, authed(token));
    const rows = await res.json<InquiryDto[]>();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(500);
    const times = rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
