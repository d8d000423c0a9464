import { foldText } from "./foldText.ts";

/**
 * The staff search's words (worker/record/searchIndex.ts): what an inquiry is found by, and how a query is cut
 * into words to look up. Both fold accents and case as foldText does ("López" → "lopez"), and a query's word finds
 * every indexed word it begins ("lop" finds "lopez"), so a search reads an index instead of every inquiry.
 */

/** Longer words are indexed (and looked up) by their first TERM_LENGTH characters: a prefix still finds them. */
export const TERM_LENGTH = 48;
/** Words kept per inquiry: more than a message can hold (5,000 characters: the form's and a text's limit). */
const TERMS_PER_INQUIRY = 3_000;
/** Query words looked up (each is a read of the index); more are ignored: the first ones already narrow it. */
export const QUERY_TERMS = 8;

const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const INNER = /[^\p{L}\p{N}]+/u;

const cut = (word: string) => [...word].slice(0, TERM_LENGTH).join("");

/**
 * The words an inquiry is found by: each word of the name, the e-mail and the message (without the punctuation
 * around it), the pieces of a word joined by punctuation ("rosa.12@example.com" also gives "rosa", "12",
 * "example", "com" and its domain "example.com"), and the phone's digits whole (with and without a leading
 * country code 1), and their last 7 and last 4. The phone, name and e-mail come first, so a long message never
 * pushes them out.
 */
export function searchTermsOf(inquiry: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
}): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    if (word) terms.add(cut(word));
  };
  const digits = (inquiry.phone ?? "").replace(/\D/g, "");
  if (digits) {
    const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    [digits, national, digits.slice(-7), digits.slice(-4)].forEach(add);
  }
  for (const raw of foldText([inquiry.name, inquiry.email, inquiry.message].filter(Boolean).join(" ")).split(/\s+/)) {
    const word = raw.replace(EDGES, "");
    if (!word) continue;
    add(word);
    for (const piece of word.split(INNER)) add(piece);
    const at = word.indexOf("@");
    if (at > 0) add(word.slice(at + 1));
  }
  return [...terms].slice(0, TERMS_PER_INQUIRY);
}

/**
 * A query's words to look up (the first QUERY_TERMS), each the beginning of an indexed word; a query that reads as
 * a phone number ("(760) 555-01") is one word of its digits. None (punctuation only): the search cannot use the index.
 */
export function queryTermsOf(query: string): string[] {
  const digits = query.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s().+-]+$/.test(query)) return [cut(digits)];
  return [
    ...new Set(
      foldText(query)
        .split(/\s+/)
        .map((raw) => cut(raw.replace(EDGES, "")))
        .filter(Boolean),
    ),
  ].slice(0, QUERY_TERMS);
}

/** The first string after every string `term` begins: a look-up reads the index from `term` up to it. */
export function termCeiling(term: string): string {
  const chars = [...term];
  const last = chars.pop()!;
  return chars.join("") + String.fromCodePoint(last.codePointAt(0)! + 1);
}
