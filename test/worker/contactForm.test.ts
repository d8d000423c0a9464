/**
 * The contact form without JavaScript (worker/pages/contactForm.ts): the page with a study on it, and the
 * browser's own url-encoded submission, checked and filed like the API's, answered with a redirect or the
 * form again with every value and what to fix.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CURRENT_CONSENT_VERSION } from "../../contract/consent";
import { assetStoreWith, countInquiries, fetchWithBindings, lockedDatabase, nextIp, PAGE_TEMPLATE, postPlainForm } from "./helpers";

const STATIC_CONTACT = "<!doctype html><html><body>the prerendered contact page</body></html>";
const kit = {
  build: "build-contact",
  template: PAGE_TEMPLATE,
  preloads: { "/contact": { en: { modules: ["assets/ContactPage-x.js"], images: [] }, es: { modules: [], images: [] } } },
};
const ASSETS = assetStoreWith(kit, { "/contact": STATIC_CONTACT, "/es/contact": STATIC_CONTACT });

const SITE = "https://clinic.test";

const fields = (values: Record<string, string>) => new URLSearchParams(values).toString();
const valid = (extra: Record<string, string> = {}) => ({
  name: "Rosa Ramírez",
  email: "rosa@example.com",
  phone: "(760) 555-0123",
  message: `Quiero saber más ${crypto.randomUUID().slice(0, 8)}`,
  consent: "on",
  ...extra,
});

const post = (path: string, body: string, headers: Record<string, string> = {}, bindings: Partial<Env> = {}) =>
  postPlainForm(path, body, { ASSETS, ...bindings }, headers);

/** The start tag of the form control named `name`. */
const control = (html: string, name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

/** The JSON the page carries for the browser to hydrate with. */
function pageData(html: string) {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null") as {
    contactForm: { values: Record<string, unknown>; errors: Record<string, string>; problem: string | null };
  };
}

const stored = (message: string) =>
  env.DB.prepare("SELECT language, consent, consent_version, study_id, status FROM inquiries WHERE message = ?").bind(message).all();

describe("GET /contact", () => {
  it("is the prerendered page, unless a study's link names an open study", async () => {
    for (const path of ["/contact", "/contact?study=NOT-A-STUDY", "/contact?study=%3Cscript%3E", "/es/contact"]) {
      const res = await fetchWithBindings(path, {}, { ASSETS });
      expect(await res.text()).toBe(STATIC_CONTACT);
    }
  });

  it("with ?study=, renders the form with that study on it, its hidden field and focus on the first field; then from the edge cache", async () => {
    const first = await fetchWithBindings("/es/contact?study=FINALITY-HF", {}, { ASSETS });
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const html = await first.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/data-testid="study-chip"[\s\S]*FINALITY-HF/);
    expect(html).toContain('<input type="hidden" name="studyId" value="FINALITY-HF"/>');
    expect(control(html, "name")).toContain('autofocus=""');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/es/contact"');
    expect(pageData(html).contactForm.values.name).toBe("");
    const again = await fetchWithBindings("/es/contact?study=FINALITY-HF&utm_source=radio", {}, { ASSETS });
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
  });
});

describe("POST /contact, the form without JavaScript", () => {
  it("files a valid message and answers 303 to the confirmation page in the page's language", async () => {
    const body = valid({ studyId: "REDEFINE-HF", smsConsent: "on" });
    const res = await post("/es/contact", fields(body));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/es/contact/sent");
    expect((await stored(body.message)).results).toEqual([
      { language: "es", consent: 1, consent_version: CURRENT_CONSENT_VERSION, study_id: "REDEFINE-HF", status: "new" },
    ]);
  });

  it("files the same words sent again (a second press, a reload) only once", async () => {
    const body = fields(valid());
    const before = await countInquiries();
    expect((await post("/contact", body)).status).toBe(303);
    expect((await post("/contact", body)).status).toBe(303);
    expect(await countInquiries()).toBe(before + 1);
  });

  it("files a double press without JavaScript once: two copies at once from one network, one inquiry", async () => {
    const body = fields(valid());
    const before = await countInquiries();
    const ip = { "CF-Connecting-IP": nextIp() };
    const answers = await Promise.all([post("/es/contact", body, ip), post("/es/contact", body, ip), post("/es/contact", body, ip)]);
    expect(answers.map((res) => res.status)).toEqual([303, 303, 303]);
    expect(await countInquiries()).toBe(before + 1);
  });

  it("sends the form back (400) with every value, each field's problem and focus on the first, storing nothing", async () => {
    const before = await countInquiries();
    const res = await post(
      "/contact",
      fields({ name: "Rosa <b>", email: "not-an-email", phone: "12", message: "Hola", studyId: "FINALITY-HF" }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please check the box so that we may call or write to you.");
    expect(html).toContain('data-testid="form-problem">Please correct the highlighted fields.');
    expect(control(html, "email")).toContain('autofocus=""');
    expect(control(html, "name")).not.toContain("autofocus");
    // The study stays on the form; what was typed is text, never markup.
    expect(html).toContain('name="studyId" value="FINALITY-HF"');
    expect(html).not.toContain("Rosa <b>");
    expect(control(html, "name")).toContain('value="Rosa &lt;b&gt;"');
    expect(pageData(html).contactForm.errors).toEqual({
      email: "invalid_email",
      phone: "invalid_phone",
      consent: "consent_required",
    });
    expect(await countInquiries()).toBe(before);
  });

  it("keeps a filled honeypot out of the inbox and answers exactly as for anyone else", async () => {
    const body = valid({ website: "http://spam.example" });
    const res = await post("/contact", fields(body));
    expect(res.status).toBe(303);
    expect((await stored(body.message)).results).toMatchObject([{ status: "spam" }]);
  });

  it('"Remove study" pressed before the code arrived: the same form, without the study, nothing stored', async () => {
    const body = valid({ studyId: "FINALITY-HF", intent: "remove-study" });
    const res = await post("/contact", fields(body));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('name="studyId"');
    expect(html).toContain(`>${body.message}</textarea>`);
    expect(control(html, "name")).toContain('value="Rosa Ramírez"');
    expect((await stored(body.message)).results).toEqual([]);
  });

  it("drops a study that stopped recruiting, says so, and keeps the message to send again", async () => {
    const body = valid({ studyId: "NO-SUCH-STUDY" });
    const res = await post("/es/contact", fields(body));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Este estudio ya no acepta participantes nuevos");
    expect(html).not.toContain('name="studyId"');
    expect(html).toContain(`>${body.message}</textarea>`);
  });

  it("says so in words beside the button when the connection sent too many (429), keeping every value", async () => {
    const limiter = { limit: async () => ({ success: false }) } as unknown as RateLimit;
    const body = valid();
    const res = await post("/es/contact", fields(body), {}, { INQUIRY_RATE_LIMITER: limiter });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    const html = await res.text();
    expect(html).toContain("Se enviaron demasiados mensajes desde su conexión.");
    expect(html).not.toContain("429");
    expect(html).toContain(`>${body.message}</textarea>`);
  });

  it("says the system is busy (503, Retry-After) when storage is, keeping every value", async () => {
    const body = valid();
    const res = await post("/contact", fields(body), {}, { DB: lockedDatabase() });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
    const html = await res.text();
    expect(html).toContain("Our system is busy for a moment.");
    expect(html).toContain(`>${body.message}</textarea>`);
  });

  it("refuses another site's form, a request with no origin, another body type and an oversized body, storing nothing", async () => {
    const before = await countInquiries();
    const body = fields(valid());
    expect((await post("/contact", body, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post("/contact", body, { "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    const noMetadata = await fetchWithBindings(
      "/contact",
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" }, body },
      { ASSETS },
    );
    expect(noMetadata.status).toBe(403);
    const ownOrigin = await fetchWithBindings(
      "/contact",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "CF-Connecting-IP": nextIp() },
        body,
      },
      { ASSETS },
    );
    expect(ownOrigin.status).toBe(303);
    expect((await post("/contact", JSON.stringify(valid()), { "Content-Type": "application/json" })).status).toBe(415);
    expect((await post("/contact", fields({ ...valid(), message: "x".repeat(40_000) }))).status).toBe(413);
    expect(await countInquiries()).toBe(before + 1);
  });
});
