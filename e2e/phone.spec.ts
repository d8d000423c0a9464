import type { Page } from "@playwright/test";
import { openPage, publicRoutes, skipLearnMorePrompt, test, expect, type Language } from "./support";

// The visitor of issue #13: a phone 390 px wide, often in Spanish, sometimes only a keyboard.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

/** Visible interactive elements inside `scope` smaller than 44 × 44 CSS px (a checkbox counts with its label). */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, [role=button]";
    const small: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (element.closest("[aria-hidden=true]") || style.visibility === "hidden") continue;
      // WCAG 2.5.5's inline exception: a link inside a sentence ("...our privacy policy explains").
      if (style.display === "inline" && element.parentElement && getComputedStyle(element.parentElement).display !== "flex") continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.width <= 1 && box.height <= 1)) continue; // not shown (or sr-only)
      const label = element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type) ? element.labels?.[0] : null;
      if (label) box = label.getBoundingClientRect();
      // Half a pixel of slack for sub-pixel layout (2.75rem can lay out as 43.98 px).
      if (box.width < 43.5 || box.height < 43.5)
        small.push(
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

test("the header is one row (≤ 72 px) with a visible Call link, in both languages", async ({ page }) => {
  for (const [path, language, call] of [
    ["/", "en", "Call"],
    ["/", "es", "Llamar"],
  ] as const) {
    await openPage(page, language === "es" ? spanish(path) : path, language);
    const header = page.locator("header").first();
    const height = (await header.boundingBox())!.height;
    expect(height, `header height in ${language}`).toBeLessThanOrEqual(72);
    const callLink = header.getByRole("link", { name: new RegExp(`^${call}`) });
    await expect(callLink).toBeVisible();
    await expect(callLink).toHaveAttribute("href", "tel:+17605550142");
  }
  // The home hero shows the phone number too.
  await expect(page.locator("main section").first().getByRole("link", { name: "(760) 555-0142" })).toBeVisible();
});

test("a field scrolled into view is never hidden under the sticky header", async ({ page }) => {
  await openPage(page, "/contact");
  await page.getByLabel("Message", { exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const header = (await page.locator("header").first().boundingBox())!;
  const field = (await page.getByLabel("Message", { exact: true }).boundingBox())!;
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
});

for (const language of ["en", "es"] as const) {
  test(`every control in the header, footer and contact form is at least 44 × 44 px (${language})`, async ({ page }) => {
    await openPage(page, language === "es" ? spanish("/contact") : "/contact?study=REDEFINE-HF", language);
    expect(await smallTargets(page, "header")).toEqual([]);
    expect(await smallTargets(page, "footer")).toEqual([]);
    expect(await smallTargets(page, "main form")).toEqual([]);
    await page.locator("details[data-site-menu] summary").click();
    expect(await smallTargets(page, "header")).toEqual([]);
  });
}

test("after moving to another page, focus is on its heading (links, the menu, Back)", async ({ page }) => {
  await openPage(page, "/");
  await page.locator("details[data-site-menu] summary").click();
  await page.locator("details[data-site-menu]").getByRole("link", { name: "Current Studies" }).click();
  await expect(page).toHaveURL(/\/studies$/);
  await expect(page.locator("main h1")).toBeFocused();
  await expect(page.locator("main h1")).toHaveText("Current Studies");

  await page.getByRole("contentinfo").getByRole("link", { name: "For Participants" }).click();
  await expect(page.locator("main h1")).toBeFocused();
  await expect(page.locator("main h1")).toHaveText("For Participants");
  // Tab continues from the new page, not from the footer link that was clicked.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);

  await page.goBack();
  await expect(page.locator("main h1")).toHaveText("Current Studies");
  await expect(page.locator("main h1")).toBeFocused();
});

test("Escape closes the mobile menu and puts focus back on its button", async ({ page }) => {
  await openPage(page, "/about", "es");
  const menu = page.locator("details[data-site-menu]");
  const button = menu.locator("summary");
  await expect(button).toHaveText("Menú");
  await button.click();
  const nav = menu.getByRole("navigation", { name: "Principal" });
  await expect(nav).toBeVisible();
  await nav.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
  await expect(menu).not.toHaveAttribute("open", "");
});

test("study search ignores accents and case and searches IDs and eligibility; the count is announced", async ({ page }) => {
  await openPage(page, spanish("/studies"), "es");
  const search = page.getByRole("searchbox", { name: "Buscar" });
  const titles = page.getByTestId("study-grid").locator("article h3");
  const count = page.getByRole("status").filter({ hasText: /estudio/ });
  await search.fill("corazon");
  await expect(titles).toHaveCount(2);
  await expect(page.getByTestId("study-grid")).toContainText("FINALITY-HF");
  await expect(count).toHaveText("2 estudios encontrados");
  await search.fill("bombea con poca FUERZA");
  await expect(titles).toHaveCount(1);
  await expect(count).toHaveText("1 estudio encontrado");
  await search.fill("riñones");
  await expect(titles).toHaveCount(3);
  await expect(count).toHaveText("3 estudios encontrados");
  await search.fill("FINALITY");
  await expect(titles).toHaveCount(1);
  await expect(page.getByTestId("study-grid")).toContainText("FINALITY-HF");

  // Reset Filters puts focus back in the search box (its own link disappears with the empty result).
  await search.fill("oncología");
  await page.getByRole("link", { name: "Borrar filtros" }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("");
  await expect(titles).toHaveCount(3);
});

test("in forced colors (Windows high contrast) the current language and the buttons keep their shape", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await openPage(page, "/");
  const [pressed, other] = await page
    .getByRole("group", { name: "Language" })
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((b) => {
        const s = getComputedStyle(b);
        return { pressed: b.getAttribute("aria-current"), border: s.borderTopColor, background: s.backgroundColor };
      }),
    );
  expect(pressed?.pressed).toBe("true");
  expect(other?.pressed).toBeNull();
  expect(pressed?.border).not.toBe(other?.border);
  expect(pressed?.background).not.toBe(other?.background);
  // A filled button ("Find a Study") keeps a visible border; a status badge keeps its outline.
  const findStudy = page.getByRole("link", { name: "Find a Study" });
  expect(await findStudy.evaluate((a) => parseFloat(getComputedStyle(a).borderTopWidth))).toBeGreaterThan(0);
  const badge = page.locator(".badge").first();
  expect(await badge.evaluate((b) => parseFloat(getComputedStyle(b).borderTopWidth))).toBeGreaterThan(0);
});

test("Get directions opens the address in a maps service in a new tab, and says so", async ({ page }) => {
  await openPage(page, spanish("/contact"), "es");
  const link = page.getByRole("link", { name: "Cómo llegar (se abre en una pestaña nueva)" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  expect(new URL((await link.getAttribute("href"))!).searchParams.get("destination")).toBe("100 Placeholder Avenue, Imperial, CA 92251");
  // The map keeps its title and lazy loading.
  await expect(page.locator("iframe")).toHaveAttribute("loading", "lazy");
  await expect(page.locator("iframe")).toHaveAttribute("title", /.+/);
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of publicRoutes) {
    for (const language of ["en", "es"] as Language[]) {
      test(`nothing overflows sideways on ${language === "es" ? spanish(path) : path}`, async ({ page }) => {
        await openPage(page, language === "es" ? spanish(path) : path, language);
        const overflowing = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const found: string[] = [];
          if (document.documentElement.scrollWidth > width) found.push(`document ${document.documentElement.scrollWidth}px`);
          for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            if (box.width === 0 || (style.position === "absolute" && box.width <= 1)) continue; // hidden or sr-only
            if (element.closest("[aria-hidden=true], .sr-only")) continue;
            const clipped = style.overflowX !== "visible";
            if (box.right > width + 0.5 || box.left < -0.5)
              found.push(
                `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" spans ${Math.round(box.left)}–${Math.round(box.right)}`,
              );
            else if (!clipped && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 && style.display !== "inline")
              found.push(
                `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" content ${element.scrollWidth}px in ${element.clientWidth}px`,
              );
          }
          return found;
        });
        expect(overflowing).toEqual([]);
      });
    }
  }

  test("office hours keep each time range on one line", async ({ page }) => {
    await openPage(page, "/es", "es");
    const lines = await page.locator("footer dd").evaluateAll((ranges) =>
      ranges.map((dd) => {
        const text = document.createRange();
        text.selectNodeContents(dd);
        const tops = new Set([...text.getClientRects()].map((r) => Math.round(r.top)));
        return `${dd.textContent}: ${tops.size}`;
      }),
    );
    expect(lines).toEqual(["8:00 a.m. – 8:00 p.m.: 1", "8:00 a.m. – 7:00 p.m.: 1", "Cerrado: 1"]);
  });
});
