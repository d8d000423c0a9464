/**
 * `npm run content:check`: the reading level of every patient-facing message in both languages (docs/content.md:
 * Flesch-Kincaid grade for English, INFLESZ and Fernández-Huerta for Spanish) and the banned phrases, in the
 * catalogs and in the studies' seeded text; what the site writes to a person (its texts and e-mails, the seeded
 * first-contact and visit templates) is also checked as a first contact; with --pages, on every rendered page.
 * Prints the offending texts and exits 1 when a budget is broken. Configuration: scripts/content/content.config.ts.
 */
import { pathToFileURL } from "node:url";
import { contentConfig } from "./content/content.config.ts";
import { isFirstContact, isPatientFacing, readCatalogs, type CatalogMessage } from "./content/catalogText.ts";
import { readPages, type PageBlock } from "./content/pageText.ts";
import { INVITATION_TEMPLATE, seedTemplateTexts } from "./content/templateText.ts";
import { seedQuestionnaireTexts, seedStudies, seedStudyTexts } from "./lib/seedStudies.ts";
import { SEED_PAGES } from "./prerender.ts";
import { bannedIn, isScorable, readingLevel } from "../contract/textRules/checkText.ts";
import { firstContactProblem, invitationTermsIn } from "../contract/textRules/firstContact.ts";
import { fernandezHuerta, fleschKincaidGrade, inflesz, plainText, textStats } from "../contract/textRules/readability.ts";

export type Scored = { message: CatalogMessage; grade: number; inflesz: number; fernandezHuerta: number };
const round = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * `studyNames`: the site's study codes and NCT ids, which a first contact must not name either
 * (contract/healthTerms.ts).
 */
export function checkContent(messages: CatalogMessage[], studyNames: readonly string[] = []) {
  const patient = messages.filter(isPatientFacing);
  // Paragraphs: texts that end a sentence and are long enough for a formula (not titles, labels or list items).
  const isParagraph = (m: CatalogMessage) => isScorable(m.en, "en");
  const scored: Scored[] = patient.filter(isParagraph).map((message) => {
    const es = textStats(message.es, "es");
    return { message, grade: fleschKincaidGrade(textStats(message.en, "en")), inflesz: inflesz(es), fernandezHuerta: fernandezHuerta(es) };
  });
  const { en, es } = contentConfig.budgets;
  const problems: string[] = [];
  for (const s of scored) {
    if (!readingLevel(s.message.en, "en").withinBudget) problems.push(`EN grade ${round(s.grade)} > ${en.maxGrade}: "${s.message.en}"`);
    if (!readingLevel(s.message.es, "es").withinBudget)
      problems.push(
        `ES INFLESZ ${round(s.inflesz)} (≥ ${es.minInflesz}), Fernández-Huerta ${round(s.fernandezHuerta)} (≥ ${es.minFernandezHuerta}): "${s.message.es}"`,
      );
  }
  const averages = {
    grade: average(scored.map((s) => s.grade)),
    inflesz: average(scored.map((s) => s.inflesz)),
    fernandezHuerta: average(scored.map((s) => s.fernandezHuerta)),
  };
  if (averages.grade > en.maxAverageGrade) problems.push(`EN average grade ${round(averages.grade)} > ${en.maxAverageGrade}`);
  if (averages.inflesz < es.minAverageInflesz) problems.push(`ES average INFLESZ ${round(averages.inflesz)} < ${es.minAverageInflesz}`);
  if (averages.fernandezHuerta < es.minAverageFernandezHuerta)
    problems.push(`ES average Fernández-Huerta ${round(averages.fernandezHuerta)} < ${es.minAverageFernandezHuerta}`);
  // Long sentences: listed as warnings, and a problem once there are more than the budget allows.
  const longSentences = { en: [] as string[], es: [] as string[] };
  for (const m of patient) {
    for (const language of ["en", "es"] as const) {
      for (const sentence of plainText(m[language]).split(/(?<=[.!?])\s+/)) {
        if (sentence.split(/\s+/).filter(Boolean).length >= contentConfig.longSentenceWords) longSentences[language].push(sentence);
      }
    }
  }
  for (const language of ["en", "es"] as const) {
    const budget = contentConfig.maxLongSentences[language];
    if (longSentences[language].length > budget) {
      problems.push(
        `${language.toUpperCase()} has ${longSentences[language].length} sentences of ${contentConfig.longSentenceWords} words or more (budget ${budget}): split some`,
      );
    }
  }
  for (const m of patient) {
    for (const why of bannedIn(m.en, "en")) problems.push(`EN banned (${why}): "${m.en}"`);
    for (const why of bannedIn(m.es, "es")) problems.push(`ES banned (${why}): "${m.es}"`);
  }
  problems.push(...firstContactProblems(patient, studyNames));
  return { scored: scored.length, patient: patient.length, averages, problems, longSentences };
}

/** What the site writes to a person names no condition, study, body part, test, place of care or medicine. */
function firstContactProblems(messages: CatalogMessage[], studyNames: readonly string[]): string[] {
  return messages.filter(isFirstContact).flatMap((m) =>
    (["en", "es"] as const).flatMap((language) => {
      const why = firstContactProblem(m[language], language, studyNames);
      return why ? [`${language.toUpperCase()} first contact (${why}): "${m[language]}"`] : [];
    }),
  );
}

/**
 * The seeded message templates (recruitment material like any other, docs/content.md): the banned phrases, and
 * the first-contact words for a first contact or a visit message. Too short to score.
 */
export function checkTemplates(templates: CatalogMessage[], studyNames: readonly string[] = []) {
  const problems: string[] = [];
  for (const t of templates) {
    for (const why of bannedIn(t.en, "en")) problems.push(`${t.id} EN banned (${why}): "${t.en}"`);
    for (const why of bannedIn(t.es, "es")) problems.push(`${t.id} ES banned (${why}): "${t.es}"`);
  }
  problems.push(...firstContactProblems(templates, studyNames).map((problem) => `template: ${problem}`));
  // A study invitation: no condition, code, NCT id or health detail ("a study" in general is its subject).
  for (const t of templates.filter((template) => template.sources.every((source) => source.startsWith(INVITATION_TEMPLATE))))
    for (const language of ["en", "es"] as const) {
      const terms = invitationTermsIn(t[language], studyNames);
      if (terms.length > 0) problems.push(`template: ${language.toUpperCase()} invitation names ${terms.join(", ")}: "${t[language]}"`);
    }
  return { templates: templates.length, problems };
}

/**
 * What a visitor reads on the prerendered pages (`npm run build` first), block by block in both languages:
 * paragraphs and whole lists are scored with the same budgets as the catalog's paragraphs (so text put
 * together from several messages is scored as it reads), and every block, headings and buttons included,
 * goes through the banned rules. Pages exempt by path (the sponsors page's professional register), blocks
 * by text, each with its reason (content.config.ts).
 */
export function checkPages(blocks: PageBlock[]) {
  const { en } = contentConfig.budgets;
  const exemptPage = (page: string) => contentConfig.exemptPages.some((pattern) => pattern.test(page));
  const exemptBlock = (text: string) => contentConfig.exemptBlocks.some((item) => item.text === text);
  const read = blocks.filter((block) => !exemptPage(block.page) && !exemptBlock(block.text));
  const scorable = read.filter(
    (block) =>
      (block.kind === "paragraph" || block.kind === "list") && textStats(block.text, block.language).words >= contentConfig.minWords,
  );
  const problems: string[] = [];
  for (const block of scorable) {
    const level = readingLevel(block.text, block.language);
    if (level.withinBudget) continue;
    problems.push(
      level.language === "en"
        ? `${block.page} EN grade ${level.grade} > ${en.maxGrade} (${block.kind}): "${block.text}"`
        : `${block.page} ES INFLESZ ${level.inflesz}, Fernández-Huerta ${level.fernandezHuerta} (${block.kind}): "${block.text}"`,
    );
  }
  for (const block of read) {
    for (const why of bannedIn(block.text, block.language))
      problems.push(`${block.page} ${block.language.toUpperCase()} banned (${why}): "${block.text}"`);
    // docs/content.md: payment "in ordinary type, never as the headline".
    if (block.kind === "heading" && /\$\s?\d/.test(block.text))
      problems.push(
        `${block.page} ${block.language.toUpperCase()} an amount of money in a heading (payment in ordinary type only): "${block.text}"`,
      );
  }
  problems.push(...pageBudgetProblems(scorable));
  return { blocks: blocks.length, read: read.length, scored: scorable.length, problems };
}

/** The pages held to a whole-page budget (contentConfig.pageBudgets): their scored blocks read together. */
export function pageBudgetProblems(scorable: PageBlock[]): string[] {
  const problems: string[] = [];
  for (const page of new Set(scorable.map((block) => block.page))) {
    const budget = contentConfig.pageBudgets.find((item) => item.page.test(page));
    if (!budget) continue;
    const own = scorable.filter((block) => block.page === page);
    const language = own[0]!.language;
    const stats = textStats(own.map((block) => block.text.trim().replace(/([^.!?])$/, "$1.")).join(" "), language);
    if (language === "en" && fleschKincaidGrade(stats) > budget.maxGrade)
      problems.push(`${page} EN grade ${round(fleschKincaidGrade(stats))} > ${budget.maxGrade} for the page as a whole`);
    if (language === "es" && inflesz(stats) < budget.minInflesz)
      problems.push(`${page} ES INFLESZ ${round(inflesz(stats))} < ${budget.minInflesz} for the page as a whole`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv.includes("--pages")) {
  const result = checkPages([...readPages(), ...readPages(SEED_PAGES)]);
  console.log(
    `pages: ${result.blocks} blocks on the prerendered pages, ${result.read} read as patient text, ${result.scored} long enough to score`,
  );
  if (result.problems.length) {
    console.error(`${result.problems.length} problem(s):\n- ${result.problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("page check passed");
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // The studies' own words live in the database: the ones a new database starts with are checked here too.
  const studyTexts = [...seedStudyTexts(), ...seedQuestionnaireTexts()].map(({ code, field, en, es }): CatalogMessage => ({
    id: `${code} ${field}`,
    en,
    es,
    sources: [`migrations (study ${code}, ${field})`],
  }));
  const studyNames = seedStudies("en").studies.flatMap((study) => [study.code, ...(study.nct ? [study.nct] : [])]);
  const result = checkContent([...readCatalogs(), ...studyTexts], studyNames);
  const templates = checkTemplates(seedTemplateTexts(), studyNames);
  result.problems.push(...templates.problems);
  console.log(
    `content: ${result.patient} patient-facing messages, ${result.scored} long enough to score, ${templates.templates} seeded template texts; averages: EN grade ${round(result.averages.grade)}, ES INFLESZ ${round(result.averages.inflesz)}, Fernández-Huerta ${round(result.averages.fernandezHuerta)}`,
  );
  for (const language of ["en", "es"] as const) {
    const long = result.longSentences[language];
    console.log(
      `${language.toUpperCase()}: ${long.length} sentence(s) of ${contentConfig.longSentenceWords}+ words (budget ${contentConfig.maxLongSentences[language]})`,
    );
    for (const sentence of long) console.log(`  warn: "${sentence}"`);
  }
  if (result.problems.length) {
    console.error(`${result.problems.length} problem(s):\n- ${result.problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("content check passed");
}
