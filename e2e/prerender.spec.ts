import type { Page } from "@playwright/test";
import { publicRoutes, stubMapEmbed, test, expect } from "./support";

const languages = ["en", "es"] as const;
const urlOf = (path: string, language: "en" | "es") => (language === "en" ? path : path === "/" ? "/es" : `/es${path}`);

/** Console errors, warnings (React's hydration messages among them) and uncaught exceptions. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Saves a language choice before any page script runs (the top frame only: the map's frame is sandboxed). */
function choose(page: Page, language: "en" | "es") {
  return page.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem("language", value);
  }, language);
}

test.describe("prerendered HTML", () => {
  test("the confirmation of a message sent without JavaScript is prerendered in both languages and never indexed", async ({ request }) => {
    for (const [url, title] of [
      ["/contact/sent", "Your message was sent"],
      ["/es/contact/sent", "Su mensaje se envió"],
    ] as const) {
      const html = await (await request.get(url)).text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`<title>${title} | Frontera Community Research</title>`);
      expect(html).not.toContain('rel="canonical"');
    }
  });

  for (const language of languages) {
    // Every indexed page (the confirmation above is not).
    for (const path of publicRoutes.filter((route) => route !== "/contact/sent")) {
      const url = urlOf(path, language);
      test(`${url} is complete HTML with its own head tags and no inline script`, async ({ request }) => {
        const res = await request.get(url);
        expect(res.status()).toBe(200);
        const html = await res.text();
        const count = (pattern: RegExp) => (html.match(pattern) ?? []).length;
        expect(html).toMatch(new RegExp(`<html lang="${language}"`));
        expect(count(/<title>/g)).toBe(1);
        expect(count(/<meta name="description"/g)).toBe(1);
        expect(count(/<link rel="canonical" href="https?:\/\/[^"]+"/g)).toBe(1);
        expect(html).toContain(`<link rel="canonical" href="https://research.example.com${url}"/>`);
        for (const hreflang of ["en", "es", "x-default"])
          expect(count(new RegExp(`<link rel="alternate" hrefLang="${hreflang}"`, "g"))).toBe(1);
        expect(count(/<meta property="og:title"/g)).toBe(1);
        expect(count(/<meta property="og:image" content="https:\/\/[^"]+\/og\/(en|es)\.png"/g)).toBe(1);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        expect(html).toContain('"@type":"MedicalClinic"');
        expect(count(/<h1[\s>]/g)).toBe(1);
        // Data is not script: JSON-LD, and the studies a Worker-rendered page carries (never executed).
        const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
          ([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!),
        );
        expect(inline).toEqual([]);
        expect(html).not.toMatch(/style="/);
        expect(html).not.toContain('data-reveal="hidden"');
      });

      test(`${url} hydrates without warnings and keeps the server's nodes`, async ({ page, context }) => {
        await stubMapEmbed(context);
        await choose(page, language);
        const problems = watch(page);
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const heading = await page.locator("main h1").elementHandle();
        const header = await page.getByRole("banner").elementHandle();
        const text = await page.locator("main h1").textContent();
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        await page.waitForLoadState("networkidle");
        expect(await heading!.evaluate((node) => node.isConnected)).toBe(true);
        expect(await header!.evaluate((node) => node.isConnected)).toBe(true);
        await expect(page.locator("main h1")).toHaveText(text!);
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe("language by URL", () => {
  test("a saved Spanish choice on /about lands on /es/about before anything English is painted", async ({ page }) => {
    await choose(page, "es");
    const documents: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "document") documents.push(new URL(res.url()).pathname);
    });
    // Record the text of the first paint: the English document never gets one.
    await page.addInitScript(() => {
      new PerformanceObserver(() => {
        (window as unknown as { firstPaintText?: string }).firstPaintText ??= document.querySelector("main h1")?.textContent ?? "";
      }).observe({ type: "paint", buffered: true });
    });
    await page.goto("/about?utm_source=radio#team");
    await expect(page).toHaveURL(/\/es\/about\?utm_source=radio#team$/);
    await expect(page.locator("main h1")).toHaveText("Quiénes somos");
    expect(documents[0]).toBe("/about");
    await expect.poll(() => page.evaluate(() => (window as unknown as { firstPaintText?: string }).firstPaintText)).toBe("Quiénes somos");
  });

  test("a link that names Spanish wins over a saved English choice for that visit; the toggle still switches", async ({
    page,
    context,
  }) => {
    await choose(page, "en");
    // A promotora's link or the Spanish-first QR poster.
    await page.goto("/es/studies");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page).toHaveURL(/\/es\/studies$/);
    await expect(page.locator("main h1")).toHaveText("Estudios actuales");
    // Later pages of the same visit, even loaded afresh, stay in Spanish.
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/es\/contact$/);
    await page.getByRole("link", { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto("/es/about");
    await expect(page).toHaveURL(/\/about$/);
    // The saved choice is untouched by the link: a new visit on an unmarked page is in English.
    const later = await context.newPage();
    await later.goto("/about");
    await expect(later.locator("html")).toHaveAttribute("lang", "en");
    expect(await later.evaluate(() => window.localStorage.getItem("language"))).toBe("en");
  });

  test("?lang= links switch and are remembered; the EN / ES links go to the counterpart URL both ways", async ({ page }) => {
    await page.goto("/studies?lang=es");
    await expect(page).toHaveURL(/\/es\/studies$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.getByRole("link", { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/studies$/);
    await expect(page.locator("main h1")).toHaveText("Current Studies");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.getByRole("link", { name: /^ES/ }).click();
    await expect(page).toHaveURL(/\/es\/studies$/);
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/es\/contact$/);
  });

  test("an unknown path is a 404 with SPEC's text in the path's language", async ({ request, page }) => {
    const spanish = await request.get("/es/nada-por-aqui");
    expect(spanish.status()).toBe(404);
    expect(await spanish.text()).toContain("404 Página no encontrada");
    const english = await request.get("/nothing/here");
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain("404 Page Not Found");
    await choose(page, "es");
    await page.goto("/es/nada-por-aqui");
    await expect(page.locator("main h1")).toHaveText("404 Página no encontrada");
  });

  test("staff screens are one client-only shell, never indexed, never under /es", async ({ request }) => {
    for (const path of ["/admin", "/admin-login", "/admin/inquiries/1"]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain("data-prerendered");
      expect(res.headers()["content-security-policy"]).toContain("script-src 'self'");
    }
    expect((await request.get("/es/admin")).status()).toBe(404);
  });
});

test("without JavaScript, the Spanish FAQ answers are readable and links work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await stubMapEmbed(context);
  const page = await context.newPage();
  await page.goto("/es/participants");
  const faq = page.locator("[data-section=participants-faq] details").first();
  await faq.locator("summary").click();
  await expect(faq.locator("p")).toBeVisible();
  expect((await faq.locator("p").textContent())!.length).toBeGreaterThan(20);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(/\/es\/contact$/);
  await expect(page.getByRole("link", { name: "(760) 555-0142" }).first()).toBeVisible();
  await context.close();
});

test("public pages raise no CSP violation", async ({ page, context }) => {
  await stubMapEmbed(context);
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const url of ["/", "/es/about", "/studies", "/es/participants", "/contact", "/es/sponsors"]) {
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  }
});
