import type { PublishedStudiesDto } from "../contract/studies";
import { openPage, skipLearnMorePrompt, test, expect } from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const studies = [
  {
    slug: "finality-hf",
    id: "FINALITY-HF",
    nct: "NCT06033950",
    design: { en: /placebo/, es: /placebo/ },
    blind: { en: "double-blind", es: "doble ciego" },
  },
  {
    slug: "redefine-hf",
    id: "REDEFINE-HF",
    nct: "NCT06008197",
    design: { en: /placebo/, es: /placebo/ },
    blind: { en: "double-blind", es: "doble ciego" },
  },
  {
    slug: "confirmation-hf",
    id: "CONFIRMATION-HF",
    nct: "NCT06024746",
    design: { en: /usual care/, es: /atención habitual/ },
    blind: { en: "open-label", es: "estudio abierto" },
  },
] as const;

for (const study of studies) {
  test(`/studies/${study.slug} and /es/studies/${study.slug}: their own head tags, the registration, placebo or usual care`, async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const language of ["en", "es"] as const) {
      const url = language === "en" ? `/studies/${study.slug}` : `/es/studies/${study.slug}`;
      const html = await (await request.get(url)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      titles.add(title);
      expect(title).toMatch(language === "en" ? /^A Study of/ : /^Estudio/);
      expect(html).toContain(`<meta property="og:title" content="${title.replace(/ \| .*/, "")}`);
      expect(html).toContain(`<link rel="canonical" href="https://research.example.com${url}"/>`);
      expect(html).toContain(`https://clinicaltrials.gov/study/${study.nct}`);
      expect(html).toMatch(study.design[language]);
      expect(html).toContain(study.blind[language]);
      const trial = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!))
        .find((d) => d["@type"] === "MedicalTrial");
      expect(trial).toMatchObject({ alternateName: study.id, identifier: { value: study.nct }, inLanguage: language });
      // "Recruiting" only while the clinic has confirmed it within STUDY_CONFIRMATION_DAYS (contract/enrollment.ts).
      const published = (await (await request.get(`/api/studies?lang=${language}`)).json()) as PublishedStudiesDto;
      const { needsConfirming } = published.studies.find((item) => item.code === study.id)!;
      expect(trial.status).toBe(needsConfirming ? undefined : "https://schema.org/Recruiting");
    }
    expect(titles.size).toBe(2);
  });
}

test("a study card leads to its page, whose 'Ask about this study' picks that study on the form (Spanish)", async ({ page }) => {
  await openPage(page, "/es/studies", "es");
  await page.getByRole("link", { name: /^Sobre este estudio\s*: REDEFINE-HF$/ }).click();
  await expect(page).toHaveURL(/\/es\/studies\/redefine-hf$/);
  await expect(page.locator("main h1")).toContainText("finerenona");
  await expect(page.locator("main h1")).toBeFocused();
  const record = page.getByRole("link", { name: /NCT06008197/ });
  await expect(record).toHaveAttribute("target", "_blank");
  // Under the summary, and again at the end of the page.
  await expect(page.getByRole("link", { name: /^Pregunte por este estudio\s*: REDEFINE-HF$/ })).toHaveCount(2);
  await page
    .getByRole("link", { name: /^Pregunte por este estudio\s*: REDEFINE-HF$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/es\/contact\?study=REDEFINE-HF$/);
  await expect(page.getByTestId("study-chip")).toContainText("REDEFINE-HF");
});

test("an unknown study is the 404 page", async ({ request }) => {
  const res = await request.get("/studies/no-such-study");
  expect(res.status()).toBe(404);
});
