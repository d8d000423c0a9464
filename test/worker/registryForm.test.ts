/**
 * The registry's sign-up page without JavaScript (worker/pages/registryForm.ts): the browser's own url-encoded
 * submission, checked with the API's contract and stored the same way, answered with the page saying the
 * person joined (with their reference) or with every value and what to fix, in the page's language.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CURRENT_REGISTRY_STATEMENT } from "../../contract/volunteers";
import { assetStoreWith, fetchWithBindings, lockedDatabase, nextIp, PAGE_TEMPLATE, postPlainForm } from "./helpers";

const STATIC_REGISTRY = "<!doctype html><html><body>the prerendered registry page</body></html>";
const kit = {
  build: "build-registry",
  template: PAGE_TEMPLATE,
  preloads: { "/registry": { en: { modules: [], images: [] }, es: { modules: [], images: [] } } },
};
const ASSETS = assetStoreWith(kit, { "/registry": STATIC_REGISTRY, "/es/registry": STATIC_REGISTRY });

let counter = 0;
/** A Spanish speaker's sign-up as the browser sends it: checkboxes repeat their name, "on" when ticked. */
function signUp(extra: [string, string][] = [], without: string[] = []): string {
  counter += 1;
  const pairs: [string, string][] = [
    ["name", "Rosa Elena Quintero"],
    ["phone", `(760) 555-${String(3000 + counter)}`],
    ["email", `rosa.form${counter}@example.com`],
    ["language", "es"],
    ["birthYear", "1968"],
    ["zip", "92243"],
    ["topics", "diabetes"],
    ["topics", "heart"],
    ["channels", "text"],
    ["channels", "phone"],
    ["textConsent", "on"],
    ["consent", "on"],
    ["website", ""],
  ];
  return new URLSearchParams([...pairs.filter(([key]) => !without.includes(key)), ...extra]).toString();
}

const post = (path: string, body: string, headers: Record<string, string> = {}, bindings: Partial<Env> = {}) =>
  postPlainForm(path, body, { ASSETS, ...bindings }, headers);

function pageData(html: string) {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null") as {
    registryForm: {
      values: Record<string, unknown>;
      errors: Record<string, string>;
      problem: string | null;
      joined: { reference: string } | null;
    };
  };
}

/** The start tag of the form control named `name`. */
const control = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

const person = (reference: string) =>
  env.DB.prepare("SELECT language, topics, channels, source, consent_statement FROM volunteers WHERE reference = ?")
    .bind(reference)
    .first();

describe("GET /registry", () => {
  it("is the prerendered page in both languages", async () => {
    for (const path of ["/registry", "/es/registry"])
      expect(await (await fetchWithBindings(path, {}, { ASSETS })).text()).toBe(STATIC_REGISTRY);
  });
});

describe("POST /registry, the sign-up without JavaScript", () => {
  it("stores the person and answers the page in Spanish saying they are on the list, with their reference; never cached", async () => {
    const res = await post("/es/registry", signUp());
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Ya está en nuestra lista");
    const { reference } = pageData(html).registryForm.joined!;
    expect(html).toContain(reference);
    expect(await person(reference)).toEqual({
      language: "es",
      topics: '["diabetes","heart"]',
      channels: '["phone","text"]',
      source: "web",
      consent_statement: CURRENT_REGISTRY_STATEMENT,
    });
  });

  it("adds a person once for a double press without JavaScript: two copies at once from one network", async () => {
    const body = signUp();
    const email = new URLSearchParams(body).get("email")!;
    const headers = { "CF-Connecting-IP": nextIp() };
    const answers = await Promise.all([
      post("/es/registry", body, headers),
      post("/es/registry", body, headers),
      post("/es/registry", body, headers),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const references = await Promise.all(answers.map(async (res) => pageData(await res.text()).registryForm.joined?.reference));
    expect(new Set(references).size).toBe(1);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM volunteers WHERE email = ?").bind(email).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("sends the form back with every value and, in the page's language, what to fix; nothing stored", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM volunteers").first<{ n: number }>();
    const res = await post(
      "/es/registry",
      signUp(
        [
          ["birthYear", "2015"],
          ["zip", "9224"],
        ],
        ["consent", "birthYear", "zip"],
      ),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    const state = pageData(html).registryForm;
    expect(state.problem).toBe("fields");
    expect(state.errors).toEqual({ birthYear: "adults_only", zip: "invalid_zip", consent: "consent_required" });
    expect(state.values).toMatchObject({ name: "Rosa Elena Quintero", birthYear: "2015", topics: ["diabetes", "heart"], consent: false });
    expect(html).toContain("Corrija los campos marcados, por favor.");
    expect(html).toContain("Para anotarse en la lista debe tener 18 años o más.");
    expect(control(html, "birthYear")).toContain('autofocus=""');
    expect(control(html, "name")).toContain('value="Rosa Elena Quintero"');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM volunteers").first<{ n: number }>()).toEqual(before);
  });

  it("asks for the texting yes when texts are chosen, and a number for calls", async () => {
    const noYes = pageData(await (await post("/registry", signUp([], ["textConsent"]))).text()).registryForm;
    expect(noYes.errors).toEqual({ textConsent: "required" });
    const noPhone = pageData(await (await post("/registry", signUp([], ["phone"]))).text()).registryForm;
    expect(noPhone.errors).toEqual({ phone: "required" });
  });

  it("is refused from another site's page, or not url-encoded", async () => {
    expect((await post("/registry", signUp(), { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post("/registry", "{}", { "Content-Type": "application/json" })).status).toBe(415);
  });

  it("keeps what was typed when the database is busy, and says to try again", async () => {
    const res = await post("/es/registry", signUp(), {}, { DB: lockedDatabase() });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBeTruthy();
    const state = pageData(await res.text()).registryForm;
    expect(state.problem).toBe("storage_unavailable");
    expect(state.values.name).toBe("Rosa Elena Quintero");
  });
});
