/**
 * Referral partners (issue #41, docs/partners.md): admins keep partners with readable codes and private links;
 * `/r/<code>` credits the partner through the questions, the contact form (with and without JavaScript) and the
 * registry's sign-up; a partner's referral form files an inquiry due now; a partner's page shows counts only,
 * each under 5 as "fewer than 5"; revoking a link closes both private pages at once.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_CODE_PATTERN } from "../../contract/partnerCode";
import type { PartnerDto, PartnerLinkDto, PartnerReportDto } from "../../contract/partners";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import type { RecruitmentReportDto } from "../../contract/reports";
import type { VolunteerDetailDto } from "../../contract/volunteerList";
import { CURRENT_REGISTRY_STATEMENT } from "../../contract/volunteers";
import {
  assetStoreWith,
  auditEntries,
  distinctInquiry,
  fetchWithBindings,
  json,
  lockedDatabase,
  loginAsNewAdmin,
  nextIp,
  PAGE_TEMPLATE,
  postPlainForm,
  publishSeededQuestionsAs,
  staffApi,
  type FieldErrors,
} from "./helpers";

const routes = ["/refer/:link", "/partners/:link", "/contact", "/registry", "/studies/:slug/questions"];
const kit = {
  build: "build-partners",
  template: PAGE_TEMPLATE,
  preloads: Object.fromEntries(routes.map((route) => [route, { en: { modules: [], images: [] }, es: { modules: [], images: [] } }])),
};
const ASSETS = assetStoreWith(kit, { "/registry": "<p>registry</p>", "/es/registry": "<p>registro</p>" });

let adminToken = "";
let coordinatorToken = "";
const admin = staffApi(
  () => adminToken,
  () => ({ ASSETS }),
);
const coordinator = staffApi(
  () => coordinatorToken,
  () => ({ ASSETS }),
);
let counter = 0;

beforeAll(async () => {
  adminToken = await loginAsNewAdmin("admin");
  coordinatorToken = await loginAsNewAdmin("coordinator");
});

async function newPartner(changes: Record<string, unknown> = {}): Promise<PartnerDto> {
  counter += 1;
  const res = await admin(
    "/partners",
    json("POST", { name: `Promotoras del Valle ${counter}`, kind: "promotora", language: "es", ...changes }),
  );
  expect(res.status).toBe(201);
  return res.json<PartnerDto>();
}

async function newLink(partner: PartnerDto): Promise<string> {
  const res = await admin(`/partners/${partner.id}/link`, { method: "POST" });
  expect(res.status).toBe(201);
  return (await res.json<PartnerLinkDto>()).secret;
}

const get = (path: string, headers: Record<string, string> = {}) => fetchWithBindings(path, { headers }, { ASSETS });
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  postPlainForm(path, new URLSearchParams(body).toString(), { ASSETS }, headers);

/** The cookie `/r/<code>` gives, as the browser sends it back. */
async function visitLink(path: string): Promise<string> {
  const res = await get(path);
  const cookie = res.headers.get("Set-Cookie") ?? "";
  return cookie.split(";")[0]!;
}

const inquiryByMessage = (message: string) =>
  env.DB.prepare("SELECT id, partner_id, origin FROM inquiries WHERE message = ?")
    .bind(message)
    .first<{ id: number; partner_id: number | null }>();

function pageData<T>(html: string): T {
  const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(data ?? "null") as T;
}

describe("partners, as an admin keeps them", () => {
  it("lists each partner with its own referrals, whatever the ids (issue #52, item 7)", async () => {
    const quiet = await newPartner({ name: "Aaa Sin Referidos" });
    const busy = await newPartner({ name: "Aaa Con Referidos" });
    // Inquiries whose ids are nothing like the partners' ids: a few unrelated ones first.
    for (let i = 0; i < 7; i++)
      await env.DB.prepare("INSERT INTO inquiries (name, email, phone, message, status) VALUES ('X', '', '', '', 'new')").run();
    for (let i = 0; i < 3; i++)
      await env.DB.prepare("INSERT INTO inquiries (name, email, phone, message, status, partner_id) VALUES ('X', '', '', '', 'new', ?)")
        .bind(busy.id)
        .run();
    await env.DB.prepare("INSERT INTO inquiries (name, email, phone, message, status, partner_id) VALUES ('X', '', '', '', 'spam', ?)")
      .bind(busy.id)
      .run();
    const listed = await (await admin("/partners")).json<PartnerDto[]>();
    expect(listed.find((partner) => partner.id === busy.id)?.referrals).toBe(3);
    expect(listed.find((partner) => partner.id === quiet.id)?.referrals).toBe(0);
  });

  it("gives each a code nobody misreads, audited; only admins, and bad input is a 400 with nothing stored", async () => {
    const partner = await newPartner({ kind: "physician_office", language: "en", contact: "Dr. Ruiz, (760) 555-0199" });
    expect(partner.code).toMatch(PARTNER_CODE_PATTERN);
    expect(partner.code).not.toMatch(/[01OIL]/);
    expect(partner).toMatchObject({ kind: "physician_office", active: true, linkIssuedAt: null, referrals: 0 });
    expect((await auditEntries("partner_created")).some((entry) => entry.target_id === String(partner.id))).toBe(true);

    expect((await coordinator("/partners")).status).toBe(403);
    expect((await coordinator("/partners", json("POST", { name: "X", kind: "event", language: "en" }))).status).toBe(403);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM partners").first<{ n: number }>();
    const bad = await admin("/partners", json("POST", { name: "", kind: "church", language: "fr" }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json<FieldErrors>()).error.fields).sort()).toEqual(["kind", "language", "name"]);
    const noStudy = await admin("/partners", json("POST", { name: "Feria", kind: "event", language: "es", studyId: "NO-SUCH-STUDY" }));
    expect(noStudy.status).toBe(400);
    expect((await noStudy.json<FieldErrors>()).error.fields).toEqual({ studyId: ["unknown_study"] });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM partners").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("shows a private link's secret once and keeps only its hash", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT secret_hash FROM partners WHERE id = ?").bind(partner.id).first<{ secret_hash: string }>();
    expect(row!.secret_hash).not.toContain(secret);
    const listed = await (await admin("/partners")).json<PartnerDto[]>();
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.find((item) => item.id === partner.id)!.linkIssuedAt).not.toBeNull();
  });
});

describe("/r/<code>: the partner travels with the visitor", () => {
  it("records the partner in a cookie and lands on the studies in the link's language; any case works", async () => {
    const partner = await newPartner();
    const res = await get(`/es/r/${partner.code.toLowerCase()}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/es/studies");
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toContain(`partner=${partner.code}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    expect((await get(`/r/${partner.code}`)).headers.get("Location")).toBe("/studies");
  });

  it("lands on the partner's study when it has one; an unknown or retired code lands on the studies with no credit", async () => {
    const withStudy = await newPartner({ studyId: "FINALITY-HF" });
    expect((await get(`/r/${withStudy.code}`)).headers.get("Location")).toBe("/studies/finality-hf");
    const unknown = await get("/r/ZZZZZZ");
    expect(unknown.headers.get("Location")).toBe("/studies");
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
    const retired = await newPartner({ contact: "Sra. Ruiz, (760) 555-0161", studyId: "FINALITY-HF" });
    const changed = await admin(`/partners/${retired.id}`, json("PATCH", { active: false }));
    expect(changed.status).toBe(200);
    // A change names only what changes: the rest is kept.
    expect(await changed.json<PartnerDto>()).toMatchObject({ active: false, contact: "Sra. Ruiz, (760) 555-0161", studyId: "FINALITY-HF" });
    expect((await admin("/partners/999999", json("PATCH", { active: false }))).status).toBe(404);
    expect((await admin(`/partners/${retired.id}`, json("PATCH", { kind: "church" }))).status).toBe(400);
    expect((await get(`/r/${retired.code}`)).headers.get("Set-Cookie")).toBeNull();
  });

  it("credits the contact form sent with JavaScript (the API reads the cookie)", async () => {
    const partner = await newPartner();
    const cookie = await visitLink(`/es/r/${partner.code}`);
    const inquiry = distinctInquiry();
    const res = await fetchWithBindings(
      "/api/inquiries",
      { ...json("POST", inquiry), headers: { "Content-Type": "application/json", Cookie: cookie, "CF-Connecting-IP": nextIp() } },
      { ASSETS },
    );
    expect(res.status).toBe(201);
    expect((await inquiryByMessage(inquiry.message))!.partner_id).toBe(partner.id);
  });

  it("takes a typed code over the link's, refuses a code no partner has, and ignores a retired partner's link", async () => {
    const linked = await newPartner();
    const typed = await newPartner();
    const cookie = await visitLink(`/r/${linked.code}`);
    const send = (body: object, headers: Record<string, string> = {}) =>
      fetchWithBindings(
        "/api/inquiries",
        { ...json("POST", body), headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers } },
        { ASSETS },
      );
    const first = distinctInquiry();
    expect(
      (await send({ ...first, referralCode: ` ${typed.code.slice(0, 3).toLowerCase()}-${typed.code.slice(3)} ` }, { Cookie: cookie }))
        .status,
    ).toBe(201);
    expect((await inquiryByMessage(first.message))!.partner_id).toBe(typed.id);

    const unknown = distinctInquiry();
    const refused = await send({ ...unknown, referralCode: "ZZZZZZ" });
    expect(refused.status).toBe(400);
    expect((await refused.json<FieldErrors>()).error.fields).toEqual({ referralCode: ["unknown_partner_code"] });
    expect(await inquiryByMessage(unknown.message)).toBeNull();
    const malformed = await send({ ...unknown, referralCode: "O0O0O0" });
    expect(malformed.status).toBe(400);

    expect((await admin(`/partners/${linked.id}`, json("PATCH", { active: false }))).status).toBe(200);
    const later = distinctInquiry();
    expect((await send(later, { Cookie: cookie })).status).toBe(201);
    expect((await inquiryByMessage(later.message))!.partner_id).toBeNull();
  });

  it("credits the questions and the contact form without JavaScript, and says so when a typed code is unknown", async () => {
    const partner = await newPartner({ studyId: "FINALITY-HF" });
    await publishSeededQuestionsAs(adminToken, 1);
    const cookie = await visitLink(`/es/r/${partner.code}`);
    // The last question's step, as the browser posts it: the contact form comes back carrying the answers.
    const answers = {
      "answer.born": "1950",
      "answer.heart_failure": "yes",
      "answer.ejection_fraction": "yes",
      "answer.mra_now": "no",
      "answer.kidneys": "no_problem",
    };
    const step = await post("/es/studies/finality-hf/questions", { ...answers, question: "kidneys", move: "next" }, { Cookie: cookie });
    const carried = Object.fromEntries(
      [...(await step.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(carried).toMatchObject({ ...answers, studyId: "FINALITY-HF" });
    const message = `Sin JavaScript ${crypto.randomUUID().slice(0, 8)}`;
    const form = { name: "Rosa Ramírez", email: "rosa@example.com", phone: "(760) 555-0123", message, consent: "on" };
    const sent = await post("/es/contact", { ...carried, ...form }, { Cookie: cookie });
    expect(sent.status).toBe(303);
    const stored = await env.DB.prepare("SELECT partner_id, prescreen_result FROM inquiries WHERE message = ?").bind(message).first();
    expect(stored).toEqual({ partner_id: partner.id, prescreen_result: "likely_match" });

    const other = `Otro ${crypto.randomUUID().slice(0, 8)}`;
    const refused = await post("/es/contact", { ...form, message: other, referralCode: "ZZZZZZ" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("No conocemos este código");
    expect(pageData<{ contactForm: { errors: Record<string, string>; values: { referralCode: string } } }>(html).contactForm).toMatchObject(
      {
        errors: { referralCode: "unknown_partner_code" },
        values: { referralCode: "ZZZZZZ", message: other },
      },
    );
    expect(await inquiryByMessage(other)).toBeNull();
  }, 20_000); // about twenty requests through the questions and two forms: over 5 s on two loaded cores

  it("credits the registry's sign-up (plain form and API) and the contact form's 'keep me on the list'", async () => {
    const partner = await newPartner();
    const cookie = await visitLink(`/es/r/${partner.code}`);
    counter += 1;
    const phone = `(760) 555-${String(6000 + counter)}`;
    const res = await post(
      "/es/registry",
      { name: "Ana Torres", phone, language: "es", channels: "phone", consent: "on", website: "" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(200);
    const joined = await env.DB.prepare("SELECT id, partner_id FROM volunteers WHERE phone_digits = ?")
      .bind(`1760555${6000 + counter}`)
      .first<{ id: number; partner_id: number }>();
    expect(joined!.partner_id).toBe(partner.id);
    // Staff see it on the person's record.
    const person = await (await admin(`/registry/people/${joined!.id}`)).json<VolunteerDetailDto>();
    expect(person.partner).toBe(partner.name);

    const inquiry = {
      ...distinctInquiry(),
      phone: "(760) 555-7788",
      email: `lista${counter}@example.com`,
      registryConsent: CURRENT_REGISTRY_STATEMENT,
    };
    const api = await fetchWithBindings(
      "/api/inquiries",
      { ...json("POST", inquiry), headers: { "Content-Type": "application/json", Cookie: cookie, "CF-Connecting-IP": nextIp() } },
      { ASSETS },
    );
    expect(api.status).toBe(201);
    const listed = await env.DB.prepare("SELECT partner_id FROM volunteers WHERE email = ?")
      .bind(inquiry.email)
      .first<{ partner_id: number }>();
    expect(listed!.partner_id).toBe(partner.id);
  });
});

/** Runs `test` with FINALITY-HF last confirmed on `day` (the seed's confirmation is old), then puts it back. */
async function withStudyConfirmedOn(day: string, test: () => Promise<void>) {
  const before = await env.DB.prepare("SELECT status_confirmed_on AS day FROM studies WHERE code = 'FINALITY-HF'").first<{ day: string }>();
  await env.DB.prepare("UPDATE studies SET status_confirmed_on = ? WHERE code = 'FINALITY-HF'").bind(day).run();
  try {
    await test();
  } finally {
    await env.DB.prepare("UPDATE studies SET status_confirmed_on = ? WHERE code = 'FINALITY-HF'").bind(before!.day).run();
  }
}
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe("/refer/<secret>: a partner's referral form", () => {
  const referral = (code: string, extra: Record<string, string> = {}) => ({
    code,
    name: "Josefina Castro",
    phone: "(760) 555-0177",
    language: "es",
    agreed: "on",
    submissionId: crypto.randomUUID(),
    ...extra,
  });

  it("is never cached, never sent on as a Referer and names the partner", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    const res = await get(`/es/refer/${secret}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toContain(partner.name);
    expect(html).toContain('name="agreed"');
  });

  it("files an inquiry due now with the partner as source and consent basis, tells staff, and shows nothing back", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    const body = referral(partner.code, { interest: "study:FINALITY-HF", sharesHealth: "on", name: "Josefina Castro Uno" });
    let res = new Response();
    await withStudyConfirmedOn(daysAgo(1), async () => {
      res = await post(`/es/refer/${secret}`, body);
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Listo, gracias");
    expect(html).not.toContain("Josefina");
    expect(html).not.toContain("555-0177");
    const row = await env.DB.prepare(
      `SELECT id, origin, partner_id, study_id, language, consent, consent_version, next_step_at, created_at, status FROM inquiries WHERE name = ?`,
    )
      .bind("Josefina Castro Uno")
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      origin: "referral",
      partner_id: partner.id,
      study_id: "FINALITY-HF",
      language: "es",
      consent: 1,
      status: "new",
    });
    // The partner confirmed the person's yes to a call and their written OK to share what it is about.
    expect(row!.consent_version).toBe("referral-2026-11-28-written");
    expect(row!.next_step_at).toBe(row!.created_at);
    const notification = await env.DB.prepare("SELECT kind FROM staff_notifications WHERE inquiry_id = ?").bind(row!.id).first();
    expect(notification).toMatchObject({ kind: "new_inquiry" });

    // The same form sent twice: one referral.
    await post(`/es/refer/${secret}`, body);
    const copies = await env.DB.prepare("SELECT count(*) AS n FROM inquiries WHERE name = ?")
      .bind("Josefina Castro Uno")
      .first<{ n: number }>();
    expect(copies!.n).toBe(1);
  });

  it("refuses the wrong code, a missing yes and an unknown study, keeping what was typed and storing nothing", async () => {
    const partner = await newPartner();
    const other = await newPartner();
    const secret = await newLink(partner);
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM inquiries WHERE partner_id = ?").bind(partner.id).first<{ n: number }>())!.n;
    for (const [body, field] of [
      [referral(other.code), "code"],
      [referral(partner.code, { agreed: "" }), "agreed"],
      [referral(partner.code, { interest: "study:NO-SUCH", sharesHealth: "on" }), "interest"],
      // A health area without the partner's word that the person agreed in writing to share it (issue #50, item 2).
      [referral(partner.code, { interest: "topic:diabetes" }), "sharesHealth"],
      [referral(partner.code, { phone: "12" }), "phone"],
    ] as const) {
      const sent = { ...body } as Record<string, string>;
      if (sent.agreed === "") delete sent.agreed;
      const res = await post(`/refer/${secret}`, sent);
      expect(res.status, field).toBe(400);
      const state = pageData<{ referForm: { errors: Record<string, string>; values: { name: string } } }>(await res.text()).referForm;
      expect(Object.keys(state.errors), field).toEqual([field]);
      expect(state.values.name).toBe("Josefina Castro");
    }
    expect(await count()).toBe(0);
  });

  it("sends only a name, a phone, a language and 'would like a call' without the person's written OK (issue #50, item 2)", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    const res = await post(`/refer/${secret}`, referral(partner.code, { name: "Josefina Solo Llamada" }));
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT study_id, interest, message, consent_version FROM inquiries WHERE name = ?")
      .bind("Josefina Solo Llamada")
      .first<Record<string, unknown>>();
    expect(row).toEqual({ study_id: null, interest: null, message: "", consent_version: "referral-2026-11-28" });
    // The form says what a partner must have before sending more: the box and its words, in both languages.
    const english = await (await get(`/refer/${secret}`)).text();
    expect(english).toContain('name="sharesHealth"');
    expect(english).toContain("A doctor&#x27;s office needs a signed authorization.");
    expect(await (await get(`/es/refer/${secret}`)).text()).toContain("Solo si lo aceptó por escrito");
  });

  it("offers and takes only studies the clinic confirmed within 90 days, as the study pages do (issue #50, item 5)", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    const offered = async () =>
      pageData<{ referForm: { studies: { code: string }[] } }>(await (await get(`/refer/${secret}`)).text()).referForm.studies.map(
        (study) => study.code,
      );
    await withStudyConfirmedOn(daysAgo(10), async () => expect(await offered()).toContain("FINALITY-HF"));
    await withStudyConfirmedOn(daysAgo(120), async () => {
      expect(await offered()).not.toContain("FINALITY-HF");
      const res = await post(`/refer/${secret}`, referral(partner.code, { interest: "study:FINALITY-HF", sharesHealth: "on" }));
      expect(res.status).toBe(400);
    });
  });

  it("stops working when revoked or replaced: the form and the partner's page answer 404, and nothing is stored", async () => {
    const partner = await newPartner();
    const first = await newLink(partner);
    const second = await newLink(partner);
    expect((await get(`/refer/${first}`)).status).toBe(404);
    expect((await get(`/partners/${first}`)).status).toBe(404);
    expect((await get(`/refer/${second}`)).status).toBe(200);
    expect((await admin(`/partners/${partner.id}/link`, { method: "DELETE" })).status).toBe(204);
    const page = await get(`/es/partners/${second}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Este enlace ya no funciona");
    expect((await post(`/refer/${second}`, referral(partner.code))).status).toBe(404);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM inquiries WHERE partner_id = ?").bind(partner.id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
    expect((await get("/refer/not-a-secret")).status).toBe(404);
  });

  it("while the database is busy, says to try again instead of that the link is dead, and keeps what was typed", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    const busy = { ASSETS, DB: lockedDatabase() };
    for (const path of [`/es/refer/${secret}`, `/es/partners/${secret}`]) {
      const opened = await fetchWithBindings(path, {}, busy);
      expect(opened.status, path).toBe(503);
      expect(opened.headers.get("Retry-After"), path).toBeTruthy();
      expect(opened.headers.get("Cache-Control"), path).toBe("no-store");
      const html = await opened.text();
      expect(html, path).toContain("Nuestro sistema está ocupado");
      expect(html, path).not.toContain("Este enlace ya no funciona");
    }
    const sent = await postPlainForm(`/es/refer/${secret}`, new URLSearchParams(referral(partner.code)).toString(), busy);
    expect(sent.status).toBe(503);
    const html = await sent.text();
    expect(html).toContain('value="Josefina Castro"');
    expect(html).not.toContain("Este enlace ya no funciona");
    const state = pageData<{ referForm: { problem: string; values: { name: string; phone: string } } }>(html).referForm;
    expect(state.problem).toBe("storage_unavailable");
    expect(state.values).toMatchObject({ name: "Josefina Castro", phone: "(760) 555-0177" });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM inquiries WHERE partner_id = ?").bind(partner.id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});

describe("/partners/<secret>: what a partner sees", () => {
  async function referrals(partnerId: number, count: number, values: { status?: string; study?: string | null } = {}) {
    for (let i = 0; i < count; i++)
      await env.DB.prepare(
        "INSERT INTO inquiries (name, email, phone, message, partner_id, status, study_id, origin) VALUES ('Persona Privada', '', '7605550100', '', ?, ?, ?, 'referral')",
      )
        .bind(partnerId, values.status ?? "new", values.study ?? null)
        .run();
  }

  it('shows counts under 5 as "fewer than 5" (none included), names no one, and counts only its own referrals', async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    await referrals(partner.id, 3, { study: "FINALITY-HF" });
    await referrals((await newPartner()).id, 9);
    const res = await get(`/es/partners/${secret}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    const { report } = pageData<{ partnerPage: { report: PartnerReportDto } }>(html).partnerPage;
    expect(report.total).toEqual({ sent: "fewer", reached: "fewer", screeningBooked: "fewer", enrolled: "fewer" });
    expect(report.months).toHaveLength(1);
    expect(report.studies).toEqual([]);
    expect(html).toContain("menos de 5");
    expect(html).not.toContain("Persona Privada");
    expect(html).not.toContain("7605550100");
  });

  it("shows 5 or more in bands of five, and names a study only when 5 or more were about it", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    await referrals(partner.id, 5, { study: "FINALITY-HF", status: "enrolled" });
    await referrals(partner.id, 2, { study: "REDEFINE-HF" });
    const html = await (await get(`/partners/${secret}`)).text();
    const { report } = pageData<{ partnerPage: { report: PartnerReportDto } }>(html).partnerPage;
    expect(report.total).toEqual({ sent: 5, reached: 5, screeningBooked: 5, enrolled: 5 });
    expect(report.studies).toHaveLength(1);
    expect(report.studies[0]!.sent).toBe(5);
    expect(html).toContain("5 to 9");
    expect(html).not.toContain(">7<");
  });

  it("lets no hidden count be worked out: not from the total, nor by adding referrals until a cell crosses 5 (issue #50, item 16)", async () => {
    const partner = await newPartner();
    const secret = await newLink(partner);
    const reportOf = async () =>
      pageData<{ partnerPage: { report: PartnerReportDto } }>(await (await get(`/partners/${secret}`)).text()).partnerPage.report;
    // Three this month (hidden) and six in an earlier month: a total of 9 would give the 3 away as 9 - 6.
    await referrals(partner.id, 3);
    await env.DB.prepare(
      "INSERT INTO inquiries (name, email, phone, message, partner_id, status, origin, created_at) SELECT 'Persona Privada', '', '7605550100', '', ?, 'new', 'referral', ? FROM json_each('[1,2,3,4,5,6]')",
    )
      .bind(partner.id, new Date(Date.now() - 40 * 86_400_000).toISOString())
      .run();
    const before = await reportOf();
    const sentCells = before.months.map((month) => month.sent);
    expect(sentCells).toContain("fewer");
    expect(sentCells).toContain(5);
    expect(before.total.sent).toBe(5); // 9, shown as "5 to 9": 5 - 5 says nothing of the hidden month
    // Adding their own two referrals makes the hidden month 5: the band says "5 to 9", not how many were there.
    await referrals(partner.id, 2);
    const after = await reportOf();
    expect(after.months.map((month) => month.sent)).toEqual([5, 5]);
    expect(after.total.sent).toBe(10);
  });
});

describe("reports and the export carry the partner", () => {
  it("counts inquiries, visits and enrollments by partner and by kind; the CSV names the partner and its kind", async () => {
    const office = await newPartner({ name: "Clínica Familiar Reporte", kind: "physician_office", language: "es" });
    const cookie = await visitLink(`/r/${office.code}`);
    // A surname no other inquiry of this file has: the export below searches for it.
    const sent = { ...distinctInquiry(), name: "Rosa Reportevargas" };
    const res = await fetchWithBindings(
      "/api/inquiries",
      { ...json("POST", sent), headers: { "Content-Type": "application/json", Cookie: cookie, "CF-Connecting-IP": nextIp() } },
      { ASSETS },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    await env.DB.prepare("UPDATE inquiries SET status = 'enrolled' WHERE id = ?").bind(id).run();

    const today = new Date().toISOString().slice(0, 10);
    const report = await (
      await admin(`/reports/recruitment?from=2026-01-01&to=${today > "2026-12-31" ? today : "2026-12-31"}`)
    ).json<RecruitmentReportDto>();
    expect(report.byPartner.find((row) => row.partnerId === office.id)).toEqual({
      partnerId: office.id,
      name: "Clínica Familiar Reporte",
      kind: "physician_office",
      created: 1,
      reached: 1,
      scheduled: 1,
      attended: 0,
      enrolled: 1,
    });
    expect(report.byPartnerKind.find((row) => row.kind === "physician_office")!.enrolled).toBeGreaterThanOrEqual(1);

    const csv = await (await admin("/inquiries/export.csv", json("POST", { q: "reportevargas" }))).text();
    const [header, row, after] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(after ?? "").toBe("");
    expect(header).toContain('"Referral partner","Partner kind"');
    expect(row).toContain('"Clínica Familiar Reporte","Doctor\'s office"');
  });
});
