/**
 * Words a first contact must not hold (docs/content.md: no condition, no study; anyone holding the phone can read a
 * text). Compared word by word after unmasking (contract/plainWords.ts: look-alike letters, accents, case,
 * invisible characters), with hyphens and punctuation between words, so "Heart-failure", "сorazón" (a
 * Cyrillic с) and "FINALITY HF" are caught like their plain forms.
 */
import { plainWords, unmasked } from "./plainWords.ts";

/**
 * Whole words, as regular expressions over an unmasked, lower-case word (or two, for "blood pressure"). Stems
 * end in \w*; Spanish plurals are spelled out. "medicine" stays allowed: a visit's message asks people to bring
 * theirs.
 */
const HEALTH_WORDS = [
  // Study and registry words, and the abbreviations studies are named with ("FINALITY-HF").
  "nct\\d*",
  "stud(y|ies)",
  "estudios?",
  "trials?",
  "ensayos?",
  "placebos?",
  "hf",
  "chf",
  "hfref",
  "hfpef",
  "ckd",
  "copd",
  "afib",
  // Organs and the specialties that treat them.
  "heart\\w*",
  "corazon(es)?",
  "cardi(o|ac)\\w*",
  "kidneys?",
  "rinon(es)?",
  "renal(es)?",
  "nephr\\w*",
  "nefr\\w*",
  "lungs?",
  "pulmon\\w*",
  "liver",
  "higados?",
  "hepat\\w*",
  "onco\\w*",
  "neuro\\w*",
  // Where care happens: a visit's place is read like a first contact ("a hospital room", "Ward 4B").
  "hospital(es|s)?",
  "hospitali[sz]\\w*",
  "hospice",
  "wards?",
  "icu",
  "uci",
  "urgencias",
  "dialy\\w*",
  "dialisis",
  // Conditions.
  "insuficiencia",
  "diabet\\w*",
  "hypertens\\w*",
  "hipertens\\w*",
  "blood pressure",
  "presion",
  "cholesterol",
  "colesterol",
  "cancer\\w*",
  "tumou?rs?",
  "tumor(es)?",
  "asthma\\w*",
  "asma\\w*",
  "obes\\w*",
  "depress\\w*",
  "depresi\\w*",
  "strokes?",
  "infartos?",
  "alzheimer\\w*",
  "dementia",
  "demencia",
  "arthritis",
  "artritis",
  "hiv",
  "vih",
  "covid\\w*",
  "diseases?",
  "enfermedad(es)?",
  "enferm(o|a)s?",
  "conditions?",
  "condicion(es)?",
  "diagnos\\w*",
  "medications?",
  "medicamentos?",
];
const HEALTH_WORD = new RegExp(` (${HEALTH_WORDS.join("|")})(?= )`, "g");

/** A trial acronym as written ("FINALITY-HF", "REDEFINE–HF"): caught even without the list of the site's studies. */
const STUDY_CODE = /\b[A-Z][A-Z0-9]{2,}(?:\p{Pd}|[_./])[A-Z0-9]+\b/gu;

/** Where a study's code or NCT id appears, whatever separates its parts: "FINALITY HF", "finality_hf", "NCT 06033950". */
function findName(words: string[], name: string): [number, number] | null {
  const target = plainWords(name).join("");
  if (target.length < 3) return null;
  for (let start = 0; start < words.length; start++) {
    let joined = "";
    for (let end = start; end < words.length && joined.length < target.length; end++) {
      joined += words[end];
      if (joined === target) return [start, end + 1];
    }
  }
  return null;
}

/**
 * The health or study words a text holds (empty when none): study codes as written or as the site names them,
 * then the words, unmasked. `studyNames` are the codes and NCT ids of the site's studies (the server passes
 * them; the staff page checks without them).
 */
export function healthTermsIn(text: string, studyNames: readonly string[] = []): string[] {
  const found: string[] = [];
  const rest = unmasked(text).replace(STUDY_CODE, (code) => {
    found.push(code);
    return " ";
  });
  const words = plainWords(rest);
  for (const name of studyNames) {
    for (let at = findName(words, name); at; at = findName(words, name)) {
      found.push(name);
      words.splice(at[0], at[1] - at[0], " ");
    }
  }
  found.push(...[...` ${words.join(" ")} `.matchAll(HEALTH_WORD)].map((match) => match[1]!));
  return [...new Set(found)];
}
