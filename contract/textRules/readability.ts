import { syllable } from "syllable";
import { spanishSyllables } from "./spanishSyllables.ts";

export type TextStats = { words: number; sentences: number; syllables: number };

/** Catalog markup that is not read: Lingui placeholders ({0}, {name}) and tags (<0>, </0>). */
export function plainText(message: string): string {
  return message.replace(/<\/?\d+>/g, "").replace(/\{[^}]*\}/g, "X");
}

/** Words (letters, or a number such as "40%" or "1-800"), sentences (ended by . ! ? or the text's end). */
export function textStats(text: string, language: "en" | "es"): TextStats {
  const clean = plainText(text);
  const words = clean.match(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu) ?? [];
  const sentences = clean.split(/[.!?]+(?=\s|$)|\n+/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
  const count = (word: string) => {
    // A number is read as a word or two: count two syllables.
    if (/^\p{N}/u.test(word)) return 2;
    return language === "en" ? Math.max(1, syllable(word)) : spanishSyllables(word);
  };
  return { words: words.length, sentences: Math.max(1, sentences), syllables: words.reduce((sum, word) => sum + count(word), 0) };
}

/** Flesch-Kincaid grade level (English). */
export function fleschKincaidGrade({ words, sentences, syllables }: TextStats): number {
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** INFLESZ / Flesch-Szigriszt index (Spanish): 55 and above reads "normal", 65 and above "fairly easy". */
export function inflesz({ words, sentences, syllables }: TextStats): number {
  return 206.835 - (62.3 * syllables) / words - words / sentences;
}

/**
 * Fernández-Huerta (Spanish), 60 and above is "normal" difficulty: 206.84 − 0.60 × syllables per 100 words
 * − 1.02 × words per sentence (the reading of the 1959 formula that parallels Flesch's, as corrected by
 * Law, 2011; the "sentences per 100 words" misprint would reward long sentences).
 */
export function fernandezHuerta({ words, sentences, syllables }: TextStats): number {
  return 206.84 - 0.6 * ((100 * syllables) / words) - 1.02 * (words / sentences);
}
