/**
 * One text, checked as docs/content.md asks: the phrases patient text never uses, and, for a paragraph (a
 * text that ends a sentence and is long enough for a formula), its reading level against the budget.
 * `npm run content:check`, the study editor and the Worker's approval all call these.
 */
import { fernandezHuerta, fleschKincaidGrade, inflesz, plainText, textStats } from "./readability.ts";
import { TEXT_RULES, type RuleName } from "./rules.ts";

export type TextLanguage = "en" | "es";

export type ReadingLevel =
  | { language: "en"; grade: number; withinBudget: boolean }
  | { language: "es"; inflesz: number; fernandezHuerta: number; withinBudget: boolean };

export type TextCheck = {
  words: number;
  /** Null for a title, a label or a list item: too short for a readability formula. */
  level: ReadingLevel | null;
  /** Why the text breaks a rule (a banned phrase's reason, or the reading level), in the rules' words. */
  problems: string[];
};

const round = (value: number) => Math.round(value * 10) / 10;

/** A paragraph: it ends a sentence and has enough words to score. */
export function isScorable(text: string, language: TextLanguage): boolean {
  return /[.!?]["”»)]*$/.test(plainText(text).trim()) && textStats(text, language).words >= TEXT_RULES.minWords;
}

export function readingLevel(text: string, language: TextLanguage): ReadingLevel {
  const stats = textStats(text, language);
  if (language === "en") {
    const grade = fleschKincaidGrade(stats);
    return { language, grade: round(grade), withinBudget: grade <= TEXT_RULES.budgets.en.maxGrade };
  }
  const [index, huerta] = [inflesz(stats), fernandezHuerta(stats)];
  const { minInflesz, minFernandezHuerta } = TEXT_RULES.budgets.es;
  return {
    language,
    inflesz: round(index),
    fernandezHuerta: round(huerta),
    withinBudget: index >= minInflesz && huerta >= minFernandezHuerta,
  };
}

/**
 * The text as the phrase rules read it: catalog markup out, typographic apostrophes as plain ones ("you’ll
 * qualify", "don’t miss"), invisible characters out ("get\u00ADpaid"), NFC.
 */
function ruleText(text: string): string {
  return plainText(text)
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "");
}

/** Sentences, for the rules that allow a plain sentence ("Le pagamos su tiempo y su viaje: $50 por visita."). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/).filter((sentence) => sentence.trim());

/** The banned-phrase rules the text breaks, by name, with their reasons. */
export function brokenRules(text: string, language: TextLanguage): { name: RuleName; why: string }[] {
  const read = ruleText(text);
  const whole = read.replace(/\s+/g, " ");
  return TEXT_RULES.banned[language]
    .filter((rule) => {
      const { allowedIn } = rule;
      if (!allowedIn) return rule.pattern.test(whole);
      return sentencesOf(read).some((sentence) => {
        const line = sentence.replace(/\s+/g, " ");
        return rule.pattern.test(line) && !allowedIn(line);
      });
    })
    .map(({ name, why }) => ({ name, why }));
}

/** The reasons of the banned-phrase rules the text breaks. */
export function bannedIn(text: string, language: TextLanguage): string[] {
  return brokenRules(text, language).map((rule) => rule.why);
}

/** A text of a page or a study. A message to a person (a first contact, a visit message): ./firstContact.ts, checkMessageText. */
export function checkPatientText(text: string, language: TextLanguage): TextCheck {
  const level = isScorable(text, language) ? readingLevel(text, language) : null;
  const problems = bannedIn(text, language);
  if (level && !level.withinBudget) {
    const { budgets } = TEXT_RULES;
    problems.push(
      level.language === "en"
        ? `reading level: grade ${level.grade} (at most ${budgets.en.maxGrade})`
        : `reading level: INFLESZ ${level.inflesz} (at least ${budgets.es.minInflesz}), Fernández-Huerta ${level.fernandezHuerta} (at least ${budgets.es.minFernandezHuerta})`,
    );
  }
  return { words: textStats(text, language).words, level, problems };
}
