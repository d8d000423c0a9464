/**
 * What a first contact, or any message that reaches a phone or an inbox anyone may read, must not name
 * (docs/content.md, "Messages to people"): no condition, no study, and no health detail either. A text that
 * names no illness can still tell whoever holds the phone why the person is being called: "about your
 * kidneys and your echocardiogram", "sobre su insulina", "your visit at the infusion center".
 *
 * This is the health-term filter of contract/healthTerms.ts (study codes, conditions, organs, places of care,
 * with its look-alike folding, accents and case) and, on top of it, the words it does not hold: body parts
 * and organs, hospital tests, places of care and drug names (by name and by the endings generic names share).
 * Words are compared as healthTerms.ts compares them: unmasked, lower case, without accents, whole words.
 */
import { healthTermsIn } from "../healthTerms.ts";
import { plainWords } from "../plainWords.ts";
import { checkPatientText, type TextCheck, type TextLanguage } from "./checkText.ts";

/** An English noun and its plural ("artery" → arter(y|ies), "kidney" → kidneys?), as a word pattern. */
function english(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}(y|ies)`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}(es)?`;
  return `${word}s?`;
}

/**
 * A Spanish noun and its plural, written without accents as plainWords() reads them: "riñón" → rinon(es)?,
 * "arteria" → arterias?, "nariz" → nari(z|ces), "análisis" and "tórax" stay as they are.
 */
function spanish(word: string): string {
  if (/(is|s|x)$/.test(word)) return word;
  if (/z$/.test(word)) return `${word.slice(0, -1)}(z|ces)`;
  if (/[aeiou]$/.test(word)) return `${word}s?`;
  return `${word}(es)?`;
}

/**
 * The words healthTerms.ts leaves out, by kind. Multi-word terms are written with single spaces ("blood test").
 * Plain words of a visit message stay allowed: "medicine(s)" / "medicinas" (bring yours), "doctor", "clinic",
 * "visit", "test" / "prueba" alone, "scan" alone (a QR code), "pie" (a pie: on foot), "mamá", "Colón" (a street), "ojo" (watch out), "pharmacy" (a landmark), "emergencies" (call 911).
 */
const TERMS = {
  /** Body parts and organs (heart, kidney, lung and liver are in healthTerms.ts). */
  body: [
    ...[
      "pancreas",
      "bladder",
      "prostate",
      "breast",
      "bowel",
      "stomach",
      "intestine",
      "brain",
      "artery",
      "vein",
      "thyroid",
      "chest",
      "bone",
      "eyes",
      "retina",
      "uterus",
      "ovary",
      "cervix",
    ].map(english),
    "feet",
    "blood",
    "blood sugar",
    "sugar",
    "glucose",
    ...[
      "pancreas",
      "vejiga",
      "prostata",
      "seno",
      "intestino",
      "estomago",
      "cerebro",
      "arteria",
      "vena",
      "tiroides",
      "pecho",
      "hueso",
      "ojos",
      "retina",
      "utero",
      "ovario",
      "sangre",
      "azucar",
      "glucosa",
      "pulmon",
    ].map(spanish),
  ],
  /** Hospital tests and procedures. */
  tests: [
    ...[
      "echocardiogram",
      "echo",
      "electrocardiogram",
      "ekg",
      "ecg",
      "mri",
      "x ray",
      "xray",
      "ultrasound",
      "sonogram",
      "mammogram",
      "colonoscopy",
      "endoscopy",
      "biopsy",
      "angiogram",
      "angioplasty",
      "catheterization",
      "stress test",
      "blood test",
      "lab test",
      "lab result",
      "urine test",
      "pap smear",
      "spirometry",
      "a1c",
      "hba1c",
      "surgery",
      "chemotherapy",
      "chemo",
      "transfusion",
      "infusion",
    ].map(english),
    ...["ct scan", "cat scan", "pet scan"].map(english),
    "bloodwork",
    "blood work",
    "labs",
    "lab work",
    "urinalysis",
    "radiation",
    ...[
      "ecocardiograma",
      "electrocardiograma",
      "resonancia",
      "tomografia",
      "radiografia",
      "ultrasonido",
      "ecografia",
      "sonograma",
      "mamografia",
      "colonoscopia",
      "endoscopia",
      "biopsia",
      "angiografia",
      "angioplastia",
      "cateterismo",
      "laboratorio",
      "orina",
      "papanicolaou",
      "espirometria",
      "cirugia",
      "quimioterapia",
      "quimio",
      "radioterapia",
      "transfusion",
      "infusion",
      "hemoglobina",
    ].map(spanish),
    "rayos x",
    "analisis de (sangre|laboratorio|orina)",
    "examen(es)? de (sangre|laboratorio|orina)",
    "pruebas? de (esfuerzo|sangre|laboratorio|orina)",
  ],
  /** Places of care (hospital, ward, ICU, dialysis are in healthTerms.ts). */
  places: ["emergency rooms?", "emergency departments?", "er", "urgent care", "operating rooms?", "sala de emergencias?", "quirofanos?"],
  /**
   * Drugs by name (the site's studies' and the common ones of its conditions), then by the endings generic
   * names share (-gliflozin, -glutide, -pril, -sartan, -olol, -statin, -mab, -parin, -xaban, -semide, -renone…),
   * in both languages' spellings.
   */
  drugs: [
    ...[
      "insulin",
      "metformin",
      "ozempic",
      "wegovy",
      "mounjaro",
      "zepbound",
      "trulicity",
      "jardiance",
      "farxiga",
      "entresto",
      "kerendia",
      "aldactone",
      "inspra",
      "lasix",
      "eliquis",
      "xarelto",
      "coumadin",
      "warfarin",
      "lipitor",
      "crestor",
      "statin",
      "diuretic",
      "blood thinner",
      "inhaler",
      "steroid",
    ].map(english),
    ...["insulina", "metformina", "warfarina", "estatina", "diuretico", "anticoagulante", "inhalador", "esteroide"].map(spanish),
    "\\w+gliflozin(a|as)?",
    "\\w+gliptin(a|as)?",
    "\\w+(glut|pat)id(e|es|a|as)",
    "\\w{3,}pril(s|es)?",
    "\\w+sartan(s|es)?",
    "\\w+olol(es)?",
    "\\w+statin(a|as|s)?",
    "\\w{3,}mab(s)?",
    "\\w+parin(a|as)?",
    "\\w+(xaban|gatran)(es)?",
    "\\w+semid(a|e)",
    "\\w+ren(one|ona)",
    "\\w+lacton(e|a)",
    "\\w+formin(a)?",
    "\\w+thiazide|\\w+tiazida",
  ],
} as const;

export type FirstContactTermKind = keyof typeof TERMS;

const KIND_PATTERNS = Object.entries(TERMS).map(
  ([kind, terms]) => [kind as FirstContactTermKind, new RegExp(` (${terms.join("|")})(?= )`, "g")] as const,
);

/** The body parts, tests, places and drugs a text names, by kind (words as plainWords() reads them). */
export function healthDetailsIn(text: string): { kind: FirstContactTermKind; word: string }[] {
  const line = ` ${plainWords(text).join(" ")} `;
  const found: { kind: FirstContactTermKind; word: string }[] = [];
  for (const [kind, pattern] of KIND_PATTERNS) {
    for (const match of line.matchAll(pattern)) found.push({ kind, word: match[1]! });
  }
  return found;
}

/**
 * Everything a first contact must not name (empty when the text is fine): healthTermsIn()'s study codes and
 * health words, then body parts, organs, tests, places of care and drugs. `studyNames` are the site's study
 * codes and NCT ids, as healthTermsIn() takes them.
 */
export function firstContactTermsIn(text: string, studyNames: readonly string[] = []): string[] {
  return [...new Set([...healthTermsIn(text, studyNames), ...healthDetailsIn(text).map((found) => found.word)])];
}

/** The generic words for research an invitation to a study needs ("a research study may fit you"), never a study's name. */
const GENERIC_STUDY_WORD = /^(stud(y|ies)|estudios?)$/;

/**
 * What a study invitation of a campaign must not name (issue #50): as a first contact, but it may say "a study"
 * ("un estudio") in general; a condition, a study's code or NCT id, a body part, test, place of care or medicine
 * stays out.
 */
export function invitationTermsIn(text: string, studyNames: readonly string[] = []): string[] {
  return firstContactTermsIn(text, studyNames).filter((term) => !GENERIC_STUDY_WORD.test(term.toLowerCase()));
}

/** The reason a first-contact text breaks the rule, in the rules' words, or null when it does not. */
export function firstContactProblem(text: string, language: TextLanguage, studyNames: readonly string[] = []): string | null {
  const terms = firstContactTermsIn(text, studyNames);
  if (terms.length === 0) return null;
  return language === "en"
    ? `a first contact names the clinic, the coordinator and the number, nothing else: no condition, study, body part, test, place of care or medicine (${terms.join(", ")})`
    : `un primer contacto nombra la clínica, al coordinador y el número, nada más: ninguna enfermedad, estudio, parte del cuerpo, prueba, lugar de atención ni medicamento (${terms.join(", ")})`;
}

/**
 * A message to a person as the template editor checks it: the rules of any patient text (./checkText.ts) and,
 * for a first contact or a visit message, the words it must not name.
 */
export function checkMessageText(
  text: string,
  language: TextLanguage,
  { firstContact, studyNames = [] }: { firstContact: boolean; studyNames?: readonly string[] },
): TextCheck {
  const check = checkPatientText(text, language);
  const problem = firstContact ? firstContactProblem(text, language, studyNames) : null;
  return problem ? { ...check, problems: [...check.problems, problem] } : check;
}
