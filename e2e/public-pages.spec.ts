import type { Page } from "@playwright/test";
import type { PublishedStudiesDto } from "../contract/studies";
import { openPage, skipLearnMorePrompt, test, expect } from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const sectionOrder = (page: Page) =>
  page
    .locator("main [data-section], main section[aria-labelledby='contact-cta']")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-section") ?? "contact-cta"));

async function scrollToFaq(page: Page) {
  await page.locator("[data-section=home-faq]").scrollIntoViewIfNeeded();
}

test.describe("Home", () => {
  for (const language of ["en", "es"] as const) {
    test(`renders the seven sections in order with the right counts (${language})`, async ({ page, request }) => {
      await openPage(page, "/", language);
      await expect(page.getByTestId("step")).toHaveCount(3);
      expect(await sectionOrder(page)).toEqual([
        "hero",
        "home-about",
        "home-why",
        "home-featured",
        "home-steps",
        "home-faq",
        "contact-cta",
      ]);
      await expect(page.getByTestId("benefit")).toHaveCount(3);
      const featured = page.locator("[data-section=home-featured] article");
      await expect(featured).toHaveCount(2);
      await expect(featured.first()).toContainText("FINALITY-HF");
      await expect(featured.nth(1)).toContainText("REDEFINE-HF");
      // "Now Enrolling" only while the clinic has confirmed it within STUDY_CONFIRMATION_DAYS (the seed's date is long past).
      const { studies } = (await (await request.get(`/api/studies?lang=${language}`)).json()) as PublishedStudiesDto;
      const finality = studies.find((study) => study.code === "FINALITY-HF")!;
      const badge = finality.needsConfirming
        ? { en: "Ask If Still Enrolling", es: "Pregunte si sigue abierto" }
        : { en: "Now Enrolling", es: "Inscripción Abierta" };
      await expect(featured.first().getByTestId("enrollment")).toHaveText(badge[language]);
      await scrollToFaq(page);
      await expect(page.locator("[data-section=home-faq] [data-faq-item]")).toHaveCount(3);
    });
  }

  test("every call to action points where SPEC says", async ({ page }) => {
    await openPage(page, "/");
    const main = page.locator("main");
    const href = (name: string) => main.getByRole("link", { name, exact: true }).first().getAttribute("href");
    expect(await href("Find a Study")).toBe("/studies");
    expect(await href("How It Works")).toBe("/participants");
    expect(await href("Learn More about our research team")).toBe("/about");
    expect(await href("View All Current Studies")).toBe("/studies");
    expect(await href("Start the Process")).toBe("/contact");
    expect(await href("View All FAQs")).toBe("/participants");
    expect(await href("Contact Us")).toBe("/contact");
    // A study not confirmed lately is not an invitation (issue #50, item 5): its card asks instead, as its page does.
    const qualify = main.getByRole("link", { name: /See if you qualify|Ask about this study/ });
    await expect(qualify).toHaveCount(2);
    const { studies } = (await (await page.request.get("/api/studies?lang=en")).json()) as PublishedStudiesDto;
    const first = studies.find((study) => study.code === "FINALITY-HF")!;
    await expect(qualify.first()).toContainText(first.needsConfirming ? "Ask about this study" : "See if you qualify");
    // Each card's link tells the form which study the visitor is asking about.
    for (const link of await qualify.all())
      await expect(link).toHaveAttribute("href", /^\/contact\?study=(FINALITY|REDEFINE|CONFIRMATION)-HF$/);
  });

  test("is complete in its HTML, and shows skeletons (3 benefits, 2 studies, 3 steps, 3 FAQs) when reached from another page while its content loads", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain('data-testid="skeleton"');
    expect(html).toContain("What is a clinical trial?");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await openPage(page, "/about");
    // Home's content chunk, and the published studies (from the API when Home is reached in the browser).
    await page.route(/\/assets\/homeContent-.*\.js$|\/api\/studies\?lang=en$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByTestId("skeleton")).toHaveCount(11);
    await expect(page.locator("[data-section=home-why] [data-testid=skeleton]")).toHaveCount(3);
    await expect(page.locator("[data-section=home-featured] [data-testid=skeleton]")).toHaveCount(2);
    await expect(page.locator("[data-section=home-steps] [data-testid=skeleton]")).toHaveCount(3);
    await expect(page.locator("[data-section=home-faq] [data-testid=skeleton]")).toHaveCount(3);
    release();
    await expect(page.getByTestId("benefit")).toHaveCount(3);
    await expect(page.getByTestId("skeleton")).toHaveCount(0);
  });

  test("the FAQ accordion keeps at most one answer open", async ({ page }) => {
    await openPage(page, "/");
    await scrollToFaq(page);
    const faq = page.locator("[data-section=home-faq]");
    const item = (question: string) => faq.locator("details", { hasText: question });
    const first = item("What is a clinical trial?");
    const second = item("Will I get the study drug or a placebo?");
    await first.locator("summary").click();
    await expect(first).toHaveJSProperty("open", true);
    await expect(faq.getByText(/A clinical trial is a research study/)).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveJSProperty("open", true);
    await expect(first).toHaveJSProperty("open", false);
    await second.locator("summary").click();
    await expect(second).toHaveJSProperty("open", false);
    // Keyboard works too.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveJSProperty("open", true);
  });
});

test.describe("About", () => {
  for (const language of ["en", "es"] as const) {
    test(`team, facility and gallery render (${language})`, async ({ page }) => {
      await openPage(page, "/about", language);
      await expect(page.locator("[data-section=about-team] article")).toHaveCount(2);
      await expect(page.getByTestId("facility-features").locator("li")).toHaveCount(5);
      await expect(page.locator("[data-section=about-facility]")).toContainText(
        language === "es" ? "Hay dos hospitales a menos de 10 minutos" : "Two hospitals are less than 10 minutes away",
      );
      const thumbs = page.getByTestId("gallery-grid").locator("img");
      await expect(thumbs).toHaveCount(6);
      await expect(thumbs.first()).toHaveAttribute(
        "alt",
        language === "es"
          ? "Nuestra cómoda sala de espera, con mucha luz natural"
          : "Our comfortable waiting area, with plenty of natural light",
      );
      expect(await sectionOrder(page)).toEqual(["about-mission", "about-team", "about-facility", "about-gallery", "contact-cta"]);
    });
  }

  test("an investigator's bio opens and closes with the keyboard", async ({ page }) => {
    await openPage(page, "/about");
    const card = page.getByRole("button", { name: /^Ana Ejemplo, MD/ });
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Ana Ejemplo, MD" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("22 years");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test("investigators' names and titles are written the way each language writes them", async ({ page }) => {
    await openPage(page, "/es/about", "es");
    await expect(page.getByRole("button", { name: /^Dra\. Ana Ejemplo/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Dr\. Luis Muestra/ })).toBeVisible();
    await expect(page.getByText("Médica principal del estudio (investigadora principal)", { exact: false })).toBeVisible();
  });

  test("a gallery photo opens full size and Escape closes it", async ({ page }) => {
    await openPage(page, "/about", "es");
    const thumb = page.getByTestId("gallery-grid").getByRole("button").nth(3);
    await thumb.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Laboratorio en el sitio para procesar muestras" });
    await expect(dialog).toBeVisible();
    const full = dialog.locator("img");
    await expect(full).toHaveAttribute("src", "/api/clinic-images/lab/full");
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });

  test("a 401 from the gallery counts as no images; a failure shows the error", async ({ page }) => {
    await page.route("**/api/clinic-images", (route) =>
      route.fulfill({ status: 401, json: { error: { code: "unauthorized", message: "x" } } }),
    );
    await openPage(page, "/about");
    await expect(page.getByTestId("gallery-grid").locator("li")).toHaveCount(0);
    await expect(page.getByText("Unable to load clinic images")).toHaveCount(0);

    await page.route("**/api/clinic-images", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText("Unable to load clinic images");
  });
});

test.describe("Current Studies", () => {
  test("search, category, empty state, reset and the back button", async ({ page }) => {
    await openPage(page, "/studies");
    const cards = page.getByTestId("study-grid").locator("article");
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("searchbox")).toHaveAttribute("placeholder", "Search studies...");

    await page.getByRole("searchbox").fill("EMPAGLIFLOZIN");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("CONFIRMATION-HF");
    await expect(page).toHaveURL(/\?q=EMPAGLIFLOZIN$/);

    // The browser's own select: it works from the first paint, with every option the page offers.
    const category = page.getByRole("combobox", { name: "Category" });
    await expect(category.locator("option")).toHaveCount(9);
    await category.selectOption({ label: "Kidneys (nephrology)" });
    await expect(page).toHaveURL(/category=nephrology/);
    await expect(page.getByRole("heading", { name: "No studies found" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?q=EMPAGLIFLOZIN$/);
    await expect(cards).toHaveCount(1);

    await page.getByRole("searchbox").fill("zzz");
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(cards).toHaveCount(3);
    await expect(page).toHaveURL(/\/studies$/);
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("all");
  });

  test("a shared filtered link opens filtered, in Spanish", async ({ page, request }) => {
    await openPage(page, "/studies?q=fracci%C3%B3n&category=cardiology", "es");
    const cards = page.getByTestId("study-grid").locator("article");
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("combobox", { name: "Categoría" })).toHaveValue("cardiology");
    await expect(page.getByRole("combobox", { name: "Categoría" }).locator("option:checked")).toHaveText("Corazón (cardiología)");
    const { studies } = (await (await request.get("/api/studies?lang=es")).json()) as PublishedStudiesDto;
    const first = studies.find((study) => study.code === "FINALITY-HF")!;
    await expect(cards.first().getByTestId("enrollment")).toHaveText(
      first.needsConfirming ? "Pregunte si sigue abierto" : "Inscripción Abierta",
    );
    await expect(page.getByRole("link", { name: "Envíenos un mensaje", exact: true })).toHaveAttribute("href", "/es/contact");
  });

  test("the category select works from the keyboard", async ({ page }) => {
    await openPage(page, "/studies");
    const select = page.getByRole("combobox", { name: "Category" });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await expect(select).toHaveValue("cardiology");
    await expect(page).toHaveURL(/category=cardiology/);
    await expect(page.getByTestId("study-grid").locator("article")).toHaveCount(3);
  });
});

test.describe("Participants and Sponsors", () => {
  for (const language of ["en", "es"] as const) {
    test(`participants page blocks in order (${language})`, async ({ page }) => {
      await openPage(page, "/participants", language);
      expect(await sectionOrder(page)).toEqual([
        "participants-info",
        "participants-safety",
        "participants-benefits",
        "participants-faq",
        "participants-contact",
      ]);
      await expect(page.locator("[data-section=participants-info] article")).toHaveCount(4);
      // SPEC's ten, plus placebo, cost and "can I keep my own doctor" (docs/content.md).
      await expect(page.locator("[data-section=participants-faq] [data-faq-item]")).toHaveCount(13);
      await expect(
        page.locator(`[data-section=participants-contact] a[href='${language === "es" ? "/es/contact" : "/contact"}']`),
      ).toHaveCount(1);
    });

    test(`sponsors page blocks in order (${language})`, async ({ page }) => {
      await openPage(page, "/sponsors", language);
      expect(await sectionOrder(page)).toEqual(["sponsors-why", "sponsors-services", "sponsors-areas", "sponsors-faq", "sponsors-partner"]);
      await expect(page.locator("[data-section=sponsors-why] article")).toHaveCount(3);
      await expect(page.locator("[data-section=sponsors-services] article")).toHaveCount(4);
      await expect(page.getByTestId("therapeutic-areas").locator("li")).toHaveCount(8);
      await expect(page.locator("[data-section=sponsors-faq] [data-faq-item]")).toHaveCount(10);
      await page.locator("[data-section=sponsors-faq] [data-faq-item] summary").nth(2).click();
      await expect(page.locator("[data-section=sponsors-faq]")).toContainText("181,724");
      await expect(page.locator(`[data-section=sponsors-partner] a[href='${language === "es" ? "/es/contact" : "/contact"}']`)).toHaveCount(
        1,
      );
    });
  }
});

test("each public page sets its own title and description", async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ["/", "/about", "/studies", "/participants", "/sponsors", "/contact"]) {
    await openPage(page, path, "es");
    const title = await page.title();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    seen.add(title);
  }
  expect(seen.size).toBe(6);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("MedicalClinic");
  expect(jsonLd.address.addressLocality).toBe("Imperial");
  expect(jsonLd.openingHoursSpecification).toHaveLength(2);
});

test("scroll reveal is skipped for people who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/sponsors");
  const reveals = page.locator("[data-reveal]");
  expect(await reveals.count()).toBeGreaterThan(3);
  await expect(page.locator("[data-reveal=hidden]")).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await openPage(page, "/participants");
  // Below the fold, content waits to fade in until it is scrolled to.
  await expect(page.locator("[data-section=participants-contact] [data-reveal]")).toHaveAttribute("data-reveal", "hidden");
  await page.locator("[data-section=participants-contact]").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-section=participants-contact] [data-reveal]")).toHaveAttribute("data-reveal", "shown");
});
