import { describe, expect, it } from "vitest";
import { checkContent, checkPages, checkTemplates, pageBudgetProblems } from "../content-check.ts";
import { isFirstContact, isPatientFacing, readCatalogs } from "./catalogText.ts";
import { pageBlocks } from "./pageText.ts";
import { seedTemplateTexts } from "./templateText.ts";

const message = (en: string, es: string, sources: string[]) => ({ id: en, en, es, sources });

describe("the content check reads what the site writes to a person as a first contact", () => {
  it("checks the Worker's texts and e-mails for health details, not the pages", () => {
    const text = message(
      "{clinic}: about your kidneys and your echocardiogram. Call {phone}.",
      "{clinic}: sobre sus riñones y su ecocardiograma. Llame al {phone}.",
      ["worker/texts/outboundTexts.ts"],
    );
    const page = { ...text, sources: ["src/pages/study/StudyPage.tsx"] };
    expect(isFirstContact(text)).toBe(true);
    expect(isFirstContact(page)).toBe(false);
    expect(checkContent([text]).problems.filter((p) => p.includes("first contact"))).toEqual([
      expect.stringMatching(/^EN first contact .*\(kidneys, echocardiogram\)/),
      expect.stringMatching(/^ES first contact .*\(rinones, ecocardiograma\)/),
    ]);
    expect(checkContent([page]).problems.filter((p) => p.includes("first contact"))).toEqual([]);
  });

  it("checks the seeded templates: the phrase rules for all, the first-contact words for first contacts and visit messages", () => {
    const seeded = seedTemplateTexts();
    expect(seeded.length).toBeGreaterThan(0);
    expect(checkTemplates(seeded, ["FINALITY-HF", "NCT06033950"]).problems).toEqual([]);
    const visit = message("Bring your insulin. Spots are going fast!", "Traiga su insulina.", [
      'migrations (first-contact or visit template "Visit booked", body)',
    ]);
    const general = { ...visit, sources: ['migrations (template "Follow-up", body)'] };
    const problems = checkTemplates([visit, general]).problems;
    expect(problems.filter((p) => p.includes("first contact"))).toHaveLength(2);
    expect(problems.filter((p) => p.includes("no scarcity"))).toHaveLength(2);
  });

  it("lets a study invitation say 'a study', never which one or what for (issue #50, item 4)", () => {
    const source = ['migrations (study invitation template "Invitation", body)'];
    const plain = message("{clinic}: a research study may fit you.", "{clinic}: un estudio puede ser para usted.", source);
    const named = message("{clinic}: the FINALITY-HF study for heart failure.", "{clinic}: un estudio para su diabetes.", source);
    expect(checkTemplates([plain], ["FINALITY-HF"]).problems).toEqual([]);
    expect(checkTemplates([named], ["FINALITY-HF"]).problems).toEqual([
      expect.stringMatching(/^template: EN invitation names FINALITY-HF, heart/),
      expect.stringMatching(/^template: ES invitation names diabetes/),
    ]);
  });
});

describe("the page check", () => {
  it("refuses an amount of money in a heading, and allows it in a plain paragraph on time and travel", () => {
    const html = `<main><h2>$500 for your time and travel</h2><p>We pay you for your time and travel: $50 per visit.</p></main>`;
    expect(checkPages(pageBlocks(html, "/participants", "en")).problems).toEqual([
      expect.stringContaining('an amount of money in a heading (payment in ordinary type only): "$500 for your time and travel"'),
    ]);
  });
});

describe("the catalogs the content check reads", () => {
  it("include the partner's poster, printed for the public, but not the staff screens (issue #50, item 10)", () => {
    const messages = readCatalogs();
    const poster = messages.find((message) => message.id === "Want to hear about health research studies near you?");
    expect(poster?.sources).toEqual(["src/pages/admin/partners/posterWords.ts"]);
    expect(poster && isPatientFacing(poster)).toBe(true);
    expect(poster?.es).toMatch(/estudios/);
    const staffScreen = messages.find((message) => message.id === "Make private link");
    expect(staffScreen && isPatientFacing(staffScreen)).toBe(false);
  });
});

describe("the whole-page budgets (issue #50, item 9)", () => {
  it("hold /studies and /about to grade 6 and INFLESZ 65 as a whole, and no other page", () => {
    const hard =
      "Our investigators collaborate extensively with institutional review boards, pharmaceutical sponsors and contract research organizations internationally.";
    const block = (page: string, language: "en" | "es", text: string) => ({ page, language, kind: "paragraph" as const, text });
    expect(pageBudgetProblems([block("/about", "en", hard)])).toEqual([
      expect.stringMatching(/^\/about EN grade \d+(\.\d)? > 6 for the page as a whole$/),
    ]);
    expect(pageBudgetProblems([block("/participants", "en", hard)])).toEqual([]);
    const duro =
      "Nuestros investigadores colaboran extensamente con comités institucionales, patrocinadores farmacéuticos y organizaciones internacionales.";
    expect(pageBudgetProblems([block("/es/studies", "es", duro)])).toEqual([expect.stringMatching(/^\/es\/studies ES INFLESZ .* < 65/)]);
    expect(
      pageBudgetProblems([block("/es/about", "es", "Conozca a la gente de nuestro equipo en Imperial. Le ayudamos en su idioma.")]),
    ).toEqual([]);
  });
});
