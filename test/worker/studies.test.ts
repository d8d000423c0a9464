import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { PublishedStudiesDto, StudyCodesDto } from "../../contract/studies";
import type { StudyListDto } from "../../contract/studyEditor";
import { CONTENT_VERSION_TTL_MS, currentContentVersion, forgetContentVersion } from "../../worker/studies/contentVersion";
import { FRESH_UNTIL, pageCacheKey } from "../../worker/pages/pageCache";
import { clinicDayOf } from "../../contract/enrollment";
import { drizzle } from "drizzle-orm/d1";
import {
  assetStoreWith,
  authed,
  distinctInquiry,
  fetchWithBindings,
  loginAsNewAdmin,
  PAGE_TEMPLATE,
  postJson,
  type FieldErrors,
  API,
} from "./helpers";

/** The page kit in the shape the build writes (scripts/prerender.ts): the client build's index.html and preloads. */
const kit = {
  build: "build-1",
  template: PAGE_TEMPLATE,
  preloads: { "/studies/:slug": { en: { modules: ["assets/StudyPage-x.js"], images: [] }, es: { modules: [], images: [] } } },
};
const assetStore = assetStoreWith(kit);

const page = (path: string, bindings: Partial<Env> = {}) => fetchWithBindings(path, {}, { ASSETS: assetStore, ...bindings });

/** A new approved version of FINALITY-HF with another title (and more of its English words), published: what the editor will do. */
async function publishNewTitle(title: string, more: Record<string, unknown> = {}) {
  const [{ text_en: textEn, text_es: textEs, design }] = (
    await env.DB.prepare("SELECT text_en, text_es, design FROM study_versions WHERE id = 1").all<{
      text_en: string;
      text_es: string;
      design: string;
    }>()
  ).results as [{ text_en: string; text_es: string; design: string }];
  const en = { ...(JSON.parse(textEn) as object), title, ...more };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO study_versions (study_id, number, design, text_en, text_es, approved_at, approval_reference, approval_date, published_at)
       VALUES (1, (SELECT MAX(number) + 1 FROM study_versions WHERE study_id = 1), ?, ?, ?, '2026-11-20T00:00:00Z', 'IRB-2026-114', '2026-11-19', '2026-11-20T00:00:00Z')`,
    ).bind(design, JSON.stringify(en), textEs),
    env.DB.prepare("UPDATE studies SET published_version_id = last_insert_rowid() WHERE id = 1"),
    env.DB.prepare("UPDATE site_content SET version = version + 1 WHERE id = 1"),
  ]);
}

/** The content version in D1 (each test file starts at a version of its own: test/worker/setup.ts). */
const storedVersion = () => env.DB.prepare("SELECT version FROM site_content WHERE id = 1").first<number>("version");

// D1 keeps its rows from one test to the next in this file; the version this isolate read does not.
beforeEach(() => forgetContentVersion());

describe("/api/studies: the published studies (docs/studies.md)", () => {
  it("answers the three seeded studies in the language asked for, with the content version", async () => {
    for (const language of ["en", "es"] as const) {
      const res = await SELF.fetch(`${API}/studies?lang=${language}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=30");
      const body = await res.json<PublishedStudiesDto>();
      expect(body.version).toBe(await storedVersion());
      expect(body.language).toBe(language);
      expect(body.studies.map((study) => study.code)).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
      expect(body.studies[2]!.design).toEqual({
        comparison: "usual-care",
        doubleBlind: false,
        trialDesign: ["RandomizedTrial", "OpenTrial"],
      });
    }
    const spanish = await (await SELF.fetch(`${API}/studies?lang=es`)).json<PublishedStudiesDto>();
    expect(spanish.studies[0]!.text.eligibility[0]).toBe("Adultos de 18 años o más");
  });

  it("refuses a language it does not have", async () => {
    const res = await SELF.fetch(`${API}/studies?lang=fr`);
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields.lang).toEqual(["invalid"]);
  });

  it("lists every study's code to staff only, closed ones too", async () => {
    expect((await SELF.fetch(`${API}/studies/codes`)).status).toBe(401);
    await env.DB.prepare("UPDATE studies SET recruitment = 'closed' WHERE code = 'REDEFINE-HF'").run();
    const token = await loginAsNewAdmin("coordinator");
    const body = await (await SELF.fetch(`${API}/studies/codes`, authed(token))).json<StudyCodesDto>();
    expect(body.studies).toEqual([
      { code: "CONFIRMATION-HF", recruitment: "recruiting" },
      { code: "FINALITY-HF", recruitment: "recruiting" },
      { code: "REDEFINE-HF", recruitment: "closed" },
    ]);
  });
});

describe("the study pages, rendered by the Worker and kept in the edge cache", () => {
  // The file's first page loads the page renderer, which Vitest transforms on first use: seconds on this machine
  // when it is busy (a fresh clone's run once took 5.05 s). What is timed is not what this test checks.
  it("renders a study page from D1 as a complete document: head tags, the study's text, its data, no inline script", async () => {
    const res = await page("/es/studies/finality-hf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("X-Page-Cache")).toBe("miss");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(res.headers.get("Server-Timing")).toMatch(/^page;desc="miss";dur=\d+(\.\d)?$/);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<title>Estudio de la finerenona en personas con insuficiencia cardíaca[^<]*<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="Estudio de la finerenona/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain("Patrocinador: Bayer");
    // The seeded version does not say yet how long the study lasts: the page says who tells you, and when.
    expect(html).toContain("Cuánto dura</h2>");
    expect(html).toContain("Antes de que usted decida, el equipo del estudio le dice cuánto dura este estudio y cuántas citas tiene.");
    expect(html).toContain('data-modules=""');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect((JSON.parse(data!) as { studies: PublishedStudiesDto }).studies.language).toBe("es");
    // Only the entry script (src) and the JSON the page carries: nothing the CSP would refuse.
    expect([...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!.trim())).toEqual(
      expect.arrayContaining(['src="/language-redirect.js"', 'type="application/json" id="page-data"']),
    );
  }, 30_000);

  it("serves the second request from the edge cache, and a publication within the version's time-to-live", async () => {
    expect((await page("/studies/finality-hf")).headers.get("X-Page-Cache")).toBe("miss");
    expect((await page("/studies/finality-hf")).headers.get("X-Page-Cache")).toBe("hit");

    const timeline = "Taking part lasts about 2 years. You come to our clinic about 12 times.";
    const before = await storedVersion();
    await publishNewTitle("A Study of Finerenone: New Approved Title", { timeline: [timeline] });
    // This isolate read the version moments ago: until its time-to-live passes, the cached page stands.
    const stale = await page("/studies/finality-hf");
    expect(stale.headers.get("X-Page-Cache")).toBe("hit");
    expect(await stale.text()).not.toContain("New Approved Title");
    // Once it passes (15 s, well inside the minute the pages promise), the new version is a new key.
    expect(CONTENT_VERSION_TTL_MS).toBeLessThanOrEqual(30_000);
    forgetContentVersion();
    const fresh = await page("/studies/finality-hf");
    expect(fresh.headers.get("X-Page-Cache")).toBe("miss");
    const html = await fresh.text();
    expect(html).toContain("A Study of Finerenone: New Approved Title");
    expect(html).toContain(`"version":${before! + 1}`);
    expect(html).toContain(`How long it lasts</h2><p>${timeline}</p>`);
    expect(html).not.toContain("how many visits it has, before you decide");
    // The list and Home read the same data.
    expect(await (await page("/studies")).text()).toContain("New Approved Title");
    expect(await (await page("/")).text()).toContain("New Approved Title");
  });

  it("keys the cache by path, content version and build", async () => {
    const key = (version: number, build: string) => pageCacheKey("https://clinic.test", "/studies", version, build).url;
    expect(key(3, "b1")).toBe("https://clinic.test/studies?content=3&build=b1");
    expect(new Set([key(3, "b1"), key(4, "b1"), key(3, "b2")]).size).toBe(3);
    const stored = await env.DB.prepare("SELECT version FROM site_content WHERE id = 1").first<number>("version");
    expect(await currentContentVersion(drizzle(env.DB))).toBe(stored);
  });

  it("answers a study that was never published with the 404 page, and a closed one with a short page", async () => {
    expect((await page("/studies/no-such-study")).status).toBe(404);
    expect((await page("/studies/UPPER")).status).toBe(404);
    const moved = await page("/es/studies/");
    expect([moved.status, moved.headers.get("Location")]).toEqual([308, "/es/studies"]);

    await env.DB.batch([
      env.DB.prepare("UPDATE studies SET recruitment = 'closed', closed_at = '2026-11-20T00:00:00Z' WHERE code = 'CONFIRMATION-HF'"),
      env.DB.prepare("UPDATE site_content SET version = version + 1 WHERE id = 1"),
    ]);
    forgetContentVersion();
    const closed = await page("/studies/confirmation-hf");
    expect(closed.status).toBe(200);
    const html = await closed.text();
    expect(html).toContain("This study is no longer enrolling at our clinic.");
    expect(html).not.toContain("Ask about this study");
    expect(html).not.toContain('data-testid="qualify-link"');
    expect(html).not.toContain("Now Enrolling");
    // It leaves the list, the sitemap, and the contact form's choices (an inquiry about it is refused).
    const list = await (await page("/studies")).text();
    // Neither as a card nor in the data the page carries.
    expect(list).not.toContain("confirmation-hf");
    expect(html).not.toContain('"slug":"redefine-hf"');
    expect(list).toContain('href="/studies/finality-hf"');
    const sitemap = await (await SELF.fetch("https://clinic.test/sitemap.xml")).text();
    expect(sitemap).not.toContain("confirmation-hf");
    expect(sitemap).toContain("/es/studies/finality-hf");
    const refused = await postJson("/api/inquiries", { ...distinctInquiry(), studyId: "CONFIRMATION-HF" });
    expect(refused.status).toBe(400);
    expect((await refused.json<FieldErrors>()).error.fields.studyId).toEqual(["unknown_study"]);
    expect((await postJson("/api/inquiries", { ...distinctInquiry(), studyId: "FINALITY-HF" })).status).toBe(201);
  });

  it('answers 410 Gone for a closed study\'s page once it has said "no longer enrolling" for CLOSED_STUDY_PAGE_DAYS', async () => {
    const closeAgo = async (days: number) => {
      const closedAt = new Date(Date.now() - days * 86_400_000).toISOString();
      await env.DB.batch([
        env.DB.prepare("UPDATE studies SET recruitment = 'closed', closed_at = ? WHERE code = 'FINALITY-HF'").bind(closedAt),
        env.DB.prepare("UPDATE site_content SET version = version + 1 WHERE id = 1"),
      ]);
      forgetContentVersion();
    };
    await closeAgo(179);
    expect((await page("/studies/finality-hf")).status).toBe(200);
    await closeAgo(181);
    const gone = await page("/studies/finality-hf");
    expect(gone.status).toBe(410);
    expect(gone.headers.get("X-Gone-From")).toBeNull();
    expect(await gone.text()).toContain("This study is no longer enrolling at our clinic.");
    // The cached copy turns into 410 with time alone, without a new version.
    expect((await page("/studies/finality-hf")).status).toBe(410);
    await env.DB.prepare("UPDATE studies SET recruitment = 'recruiting', closed_at = NULL WHERE code = 'FINALITY-HF'").run();
  });

  it("keeps the page kit to itself", async () => {
    const res = await page("/_edge/page-kit.json");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<!--shell-->");
  });

  it("renders the list of studies narrowed by its URL (a filter sent without JavaScript): a category kept in the cache, a search not", async () => {
    const cards = (html: string) => html.match(/<article\b/g)?.length ?? 0;
    const none = await page("/es/studies?category=vaccines");
    expect(none.status).toBe(200);
    expect(none.headers.get("X-Page-Cache")).toBe("miss");
    const noneHtml = await none.text();
    expect(noneHtml).toContain("No se encontraron estudios");
    expect(noneHtml).toContain("0 estudios encontrados");
    expect(noneHtml).toMatch(/<option value="vaccines" selected="">/);
    expect(noneHtml).toContain('"studyFilter":{"path":"/studies","q":"","category":"vaccines"}');
    expect(cards(noneHtml)).toBe(0);
    // The same category, written another way, is the same cached page.
    const again = await page("/es/studies?category=vaccines&utm_source=flyer");
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(cards(await again.text())).toBe(0);

    // Earlier tests here close and reopen studies: search for one that is open now, by its study ID.
    const open = (await (await SELF.fetch(`${API}/studies?lang=en`)).json<PublishedStudiesDto>()).studies.filter(
      (study) => study.recruitment === "recruiting",
    );
    const code = open[0]!.code.toLowerCase();
    const searched = await page(`/studies?q=%20${code}%20&category=cardiology`);
    expect(searched.headers.get("X-Page-Cache")).toBe("miss");
    const searchedHtml = await searched.text();
    expect(cards(searchedHtml)).toBe(1);
    expect(searchedHtml).toContain("1 study found");
    expect(searchedHtml).toContain(`value="${code}"`);
    // Any text makes a new page: a search is rendered each time, never kept.
    expect((await page(`/studies?q=${code}&category=cardiology`)).headers.get("X-Page-Cache")).toBe("miss");
    // What was searched comes back as text, never as markup (in the box and in the page's data).
    const hostile = await (await page("/studies?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E")).text();
    expect(hostile).not.toContain("<script>alert(1)");
    expect(hostile).toContain("\\u003c/script>\\u003cscript>alert(1)");
    // An unknown category is no filter: the whole list, from the same cache as /studies.
    expect(cards(await (await page("/studies")).text())).toBe(open.length);
    const plain = await page("/studies?category=%3Cscript%3E");
    expect(plain.headers.get("X-Page-Cache")).toBe("hit");
    expect(cards(await plain.text())).toBe(open.length);
  });

  it("serves the last page it rendered while D1 cannot be reached, and says so", async () => {
    expect((await page("/es/studies")).status).toBe(200);
    forgetContentVersion();
    const unreachable = {
      prepare: () => {
        throw new Error("D1 DB is unavailable");
      },
      batch: () => Promise.reject(new Error("D1 DB is unavailable")),
    } as unknown as D1Database;
    const res = await page("/es/studies", { DB: unreachable });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Page-Cache")).toBe("stale");
    expect(await res.text()).toContain("finality-hf");
    // A page never rendered before has nothing to fall back on: the busy answer, not a made-up page.
    forgetContentVersion();
    expect((await page("/es/studies/redefine-hf", { DB: unreachable })).status).toBe(503);
  });
});

describe("the study tables' rules (migrations/0011)", () => {
  it("never change an approved version's words, and publish only approved versions", async () => {
    await expect(env.DB.prepare("UPDATE study_versions SET text_en = '{}' WHERE id = 1").run()).rejects.toThrow(/study_version_approved/);
    await env.DB.prepare(
      "INSERT INTO study_versions (id, study_id, number, design, text_en, text_es) SELECT 10, 1, 9, design, text_en, text_es FROM study_versions WHERE id = 1",
    ).run();
    await expect(env.DB.prepare("UPDATE study_versions SET published_at = '2026-11-24' WHERE id = 10").run()).rejects.toThrow(
      /study_version_not_approved/,
    );
    await expect(env.DB.prepare("UPDATE studies SET published_version_id = 10 WHERE id = 1").run()).rejects.toThrow(
      /study_version_not_approved/,
    );
    // A draft may change until it is approved.
    await env.DB.prepare("UPDATE study_versions SET text_en = text_en WHERE id = 10").run();
  });
});

describe('"Now Enrolling" only while the clinic has confirmed it lately (STUDY_CONFIRMATION_DAYS, contract/enrollment.ts)', () => {
  /** The clinic's local day `days` days ago. */
  const daysAgo = (days: number) => {
    const [year, month, day] = clinicDayOf(new Date()).split("-").map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
  };
  /** Sets when each study was last confirmed as recruiting (a new content version, as the editor's "confirm" does). */
  async function confirmedAgo(days: Record<string, number>) {
    await env.DB.batch([
      ...Object.entries(days).map(([code, ago]) =>
        env.DB.prepare("UPDATE studies SET recruitment = 'recruiting', closed_at = NULL, status_confirmed_on = ? WHERE code = ?").bind(
          daysAgo(ago),
          code,
        ),
      ),
      env.DB.prepare("UPDATE site_content SET version = version + 1 WHERE id = 1"),
    ]);
    forgetContentVersion();
  }
  const card = (html: string, slug: string) => {
    const start = html.indexOf(`id="study-${slug}"`);
    return html.slice(html.lastIndexOf("<article", start), html.indexOf("</article>", start));
  };

  it('a study confirmed 91 days ago shows no "Now Enrolling" on its page, its card or Home; 89 days ago it does', async () => {
    await confirmedAgo({ "FINALITY-HF": 91, "REDEFINE-HF": 91, "CONFIRMATION-HF": 91 });
    const stalePage = await (await page("/studies/finality-hf")).text();
    expect(stalePage).not.toContain("Now Enrolling");
    expect(stalePage).toContain("Ask If Still Enrolling");
    expect(stalePage).toContain("to ask whether it still is.");
    // It is still listed (the clinic may well still recruit), with no badge that says so.
    const staleList = await (await page("/studies")).text();
    expect(card(staleList, "finality-hf")).toContain("Ask If Still Enrolling");
    expect(staleList).not.toContain("Now Enrolling");
    const staleHome = await (await page("/")).text();
    expect(staleHome).not.toContain("Now Enrolling");
    expect(staleHome).not.toContain("looking for participants now");
    expect(staleHome).toContain("To find out whether these studies are still taking new participants");
    const spanish = await (await page("/es/studies/finality-hf")).text();
    expect(spanish).not.toContain("Inscripción Abierta");
    expect(spanish).toContain("Pregunte si sigue abierto");
    // Its structured data no longer says it recruits.
    expect(stalePage).not.toContain("https://schema.org/Recruiting");

    await confirmedAgo({ "FINALITY-HF": 89 });
    const freshPage = await (await page("/studies/finality-hf")).text();
    expect(freshPage).toContain("Now Enrolling");
    expect(freshPage).toContain("Our clinic last confirmed this status on");
    expect(freshPage).toContain("https://schema.org/Recruiting");
    const freshList = await (await page("/studies")).text();
    expect(card(freshList, "finality-hf")).toContain("Now Enrolling");
    expect(card(freshList, "redefine-hf")).not.toContain("Now Enrolling");
    expect(await (await page("/es/studies")).text()).toContain("Inscripción Abierta");
    // Home says "looking for participants now" only when every featured study is confirmed.
    expect(await (await page("/")).text()).not.toContain("looking for participants now");
    await confirmedAgo({ "REDEFINE-HF": 89 });
    const home = await (await page("/")).text();
    expect(home).toContain("These studies are looking for participants now.");
    expect(card(home, "finality-hf")).toContain("Now Enrolling");

    // 90 days is still within the window; the API says which ones need confirming.
    await confirmedAgo({ "FINALITY-HF": 90, "REDEFINE-HF": 91 });
    const api = await (await SELF.fetch(`${API}/studies?lang=en`)).json<PublishedStudiesDto>();
    const flags = Object.fromEntries(api.studies.map((study) => [study.code, study.needsConfirming]));
    expect(flags).toMatchObject({ "FINALITY-HF": false, "REDEFINE-HF": true, "CONFIRMATION-HF": true });
    // The study editor's list carries the same flag, for the staff's screen.
    const token = await loginAsNewAdmin("coordinator");
    const list = await (await SELF.fetch(`${API}/studies/admin`, authed(token))).json<StudyListDto>();
    expect(Object.fromEntries(list.studies.map((study) => [study.code, study.needsConfirming]))).toMatchObject(flags);
  });

  it("follows STUDY_CONFIRMATION_DAYS", async () => {
    await confirmedAgo({ "FINALITY-HF": 20 });
    const shorter = { STUDY_CONFIRMATION_DAYS: "14" };
    expect(await (await page("/studies/finality-hf", shorter)).text()).not.toContain("Now Enrolling");
    const api = await (await fetchWithBindings("/api/studies?lang=en", {}, shorter)).json<PublishedStudiesDto>();
    expect(api.studies.find((study) => study.code === "FINALITY-HF")?.needsConfirming).toBe(true);
    await confirmedAgo({ "FINALITY-HF": 20 });
    expect(await (await page("/studies/finality-hf")).text()).toContain("Now Enrolling");
  });

  it('does not serve a cached page past the day its "Now Enrolling" lapses', async () => {
    await confirmedAgo({ "FINALITY-HF": 90, "REDEFINE-HF": 40, "CONFIRMATION-HF": 200 });
    const first = await page("/studies/finality-hf");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(first.headers.get(FRESH_UNTIL)).toBeNull();
    expect((await page("/studies/finality-hf")).headers.get("X-Page-Cache")).toBe("hit");
    // The stored copy says until when it may be served: the start of tomorrow in California, when 90 days become 91.
    const version = await currentContentVersion(drizzle(env.DB));
    const key = pageCacheKey("https://clinic.test", "/studies/finality-hf", version, kit.build);
    const stored = await caches.default.match(key);
    const until = stored!.headers.get(FRESH_UNTIL)!;
    expect(Date.parse(until)).toBeGreaterThan(Date.now());
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    await stored!.body?.cancel();
    // A copy whose time has passed (as it will tomorrow) is not served: the page is rendered again.
    await caches.default.put(
      key,
      new Response("<html>Now Enrolling, yesterday's copy</html>", {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "public, max-age=86400",
          [FRESH_UNTIL]: new Date(Date.now() - 1_000).toISOString(),
        },
      }),
    );
    const again = await page("/studies/finality-hf");
    expect(again.headers.get("X-Page-Cache")).toBe("miss");
    expect(await again.text()).not.toContain("yesterday's copy");
  });
});
