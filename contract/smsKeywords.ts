/**
 * Words a person can text back (docs/messaging.md): CTIA's keywords, the FCC's revocation words (47 CFR
 * 64.1200(a)(10): stop, quit, end, revoke, opt out, cancel, unsubscribe) and their Spanish forms. An opt-out
 * stops every text to that number at once; HELP gets the clinic's name and phone; START opts back in.
 */
import type { Language } from "./language";
import { plainWords, unmasked } from "./plainWords";

/** Opt-out words that mean it even with a few polite words around them ("Stop please", "Parar por favor"). */
const OPT_OUT: Record<string, Language> = {
  STOP: "en",
  STOPALL: "en",
  UNSUBSCRIBE: "en",
  REVOKE: "en",
  "OPT OUT": "en",
  PARAR: "es",
  PARE: "es",
  PAREN: "es",
  BASTA: "es",
  DETENER: "es",
  REVOCAR: "es",
  REVOCO: "es",
  "NO MÁS": "es",
  "CANCELAR SUSCRIPCIÓN": "es",
};
/** Opt-out words that are everyday words too ("cancel it" may be about the visit): they opt out only alone. */
const OPT_OUT_ALONE: Record<string, Language> = { CANCEL: "en", END: "en", QUIT: "en", ALTO: "es", BAJA: "es", CANCELAR: "es" };
const HELP: Record<string, Language> = { HELP: "en", AYUDA: "es" };
const OPT_IN: Record<string, Language> = { START: "en", UNSTOP: "en", INICIO: "es" };

export const OPT_OUT_KEYWORDS = [...Object.keys(OPT_OUT), ...Object.keys(OPT_OUT_ALONE)];
export const HELP_KEYWORDS = Object.keys(HELP);
export const OPT_IN_KEYWORDS = Object.keys(OPT_IN);

export type SmsKeyword = { kind: "opt_out" | "help" | "opt_in"; word: string; language: Language };
/** A text that may ask to stop texts but does not plainly say so: a reply, flagged for staff to read. */
export type PossibleOptOut = { kind: "possible_opt_out" };

const entries = (kind: SmsKeyword["kind"], words: Record<string, Language>) =>
  Object.entries(words).map(([word, language]) => [plainWords(word).join(" "), { kind, word, language }] as const);
/** Every keyword by its plain words ("no mas" → NO MÁS). */
const KEYWORDS = new Map<string, SmsKeyword>([
  ...entries("opt_out", OPT_OUT),
  ...entries("opt_out", OPT_OUT_ALONE),
  ...entries("help", HELP),
  ...entries("opt_in", OPT_IN),
]);
const FIRM = new Set(Object.keys(OPT_OUT));

/** Words that may stand around an opt-out word (politeness, "me", "the texts"), with the language they tell. */
const FILLER = new Map<string, Language | null>([
  ..."please pls plz thanks thank you thx now right away sorry hi hello ok okay i want to it all the this texts texting text messages"
    .split(" ")
    .map((word) => [word, "en"] as const),
  ..."por favor porfa porfavor gracias ya ahora hola quiero todo todos los mensajes textos darme denme de"
    .split(" ")
    .map((word) => [word, "es"] as const),
  ...["me", "no", "sms"].map((word) => [word, null] as const),
]);
const MOST_FILLER = 4;

/**
 * Wordings that may ask to stop texts inside a longer text ("please stop texting me about Friday", "no me manden
 * más mensajes"): never an opt-out on their own, but staff are told to read them.
 */
const ASKS_TO_STOP = [
  /\b(stop(s|all|ping)?|unsubscrib\w*|revoke|opt ?out|parar|paren|detener|detengan|dejen de|no mas|de baja|desuscrib\w*)\b/,
  /\b(cancel|cancelar|end|quit)\b.*\b(texts?|texting|messages?|sms|mensajes?|textos?|subscription|suscripcion)\b/,
  /\b(no|dont|don t|do not|never) (me )?(text|txt|message|contact|mande|manden|envie|envien|escriba|escriban)\b/,
  /\b(remove|take) me (off|from)\b/,
  /\bno more (texts|messages)\b/,
  /\bno quiero (recibir )?(mas )?(mensajes|textos)\b/,
];

/**
 * Whole texts that revoke consent in plain words (the FCC's 2025 rule: any reasonable means counts), with a
 * few polite words around them at most: acted on as an opt-out, never only flagged. Matched on the plain words
 * (no accents, lower case) once leading and trailing filler is gone.
 */
const REVOCATIONS: [RegExp, Language][] = [
  [/^(stop|quit|cease) (texting|messaging|sending|contacting|txting)( me)?( (texts|messages|sms))?( anymore| again)?$/, "en"],
  [/^(do not|dont|don t|never) (text|txt|message|contact|sms) me( (anymore|again|ever))?$/, "en"],
  [/^(take|remove|delete) me (off|from|out of) (your|the|this|ur) (list|texts|messages|number|contacts)$/, "en"],
  [/^(remove|unsubscribe|delete) me$/, "en"],
  [/^(i )?(revoke|withdraw) (my )?(consent|permission)$/, "en"],
  [/^(i )?(dont|don t|do not) want (these|your|any|more) (texts|messages)( anymore)?$/, "en"],
  [
    /^(ya )?no me (escriban|escriba|manden|mande|envien|envie|textee|texteen)( (mas|ningun))?( (mensajes|mensaje|textos|texto|sms))?( mas)?$/,
    "es",
  ],
  [/^(dejen|deje) de (mandarme|enviarme|escribirme|textearme)( (mensajes|textos|sms))?$/, "es"],
  [/^(ya )?no quiero (recibir )?(mas )?(sus )?(mensajes|textos|sms)( (mas|de ustedes))?$/, "es"],
  [/^(dejenme|dejeme) en paz$/, "es"],
  [/^(revoco|retiro|cancelo) mi (consentimiento|permiso|autorizacion)$/, "es"],
  [/^(sacarme|borrarme|quitarme|saquenme|borrenme|quitenme) de (la|su|esta) lista$/, "es"],
];

/** "S T O P", "s-t-o-p", "S.T.O.P": a word spelled one letter at a time, read as the word. */
function spelledOut(words: string[]): string[] {
  return words.length >= 3 && words.every((word) => word.length === 1) ? [words.join("")] : words;
}

/** A whole text that revokes consent in plain words (REVOCATIONS), with its language. */
function revocationIn(words: string[]): SmsKeyword | null {
  let start = 0;
  let end = words.length;
  while (start < end && FILLER.has(words[start]!) && !["no", "me"].includes(words[start]!)) start++;
  while (end > start && FILLER.has(words[end - 1]!) && !["me", "texts", "messages", "mensajes", "textos", "sms"].includes(words[end - 1]!))
    end--;
  const text = words.slice(start, end).join(" ");
  for (const [pattern, language] of REVOCATIONS)
    if (pattern.test(text)) return { kind: "opt_out", word: text.toUpperCase().slice(0, 60), language };
  return null;
}

/** The opt-out words among `words` (one or two words each), and the other words. */
function optOutsIn(words: string[]): { optOuts: SmsKeyword[]; others: string[] } {
  const optOuts: SmsKeyword[] = [];
  const others: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = KEYWORDS.get(`${words[i]} ${words[i + 1]}`);
    const found = pair ?? KEYWORDS.get(words[i]!);
    if (found?.kind === "opt_out") optOuts.push(found);
    else others.push(words[i]!);
    if (pair?.kind === "opt_out") i++;
  }
  return { optOuts, others };
}

/** A last line that only signs the text ("- Maria", "María López"). */
function isSignature(line: string): boolean {
  const words = plainWords(line);
  if (words.length > 3 || optOutsIn(words).optOuts.length > 0) return false;
  return /^\s*[-–—~]/.test(line) || /^[\s,.]*(\p{Lu}\p{Ll}*[\s,.]*)+$/u.test(unmasked(line));
}

/**
 * What a text is, read the way a person would: invisible characters, emoji and punctuation ignored, and a
 * signature line. A keyword alone is that keyword ("  Parar. ", "(STOP)", "STOP 🛑"). A firm opt-out word with at
 * most a few polite words ("Stop please", "Parar por favor", "STOP\n- Maria") opts out too. Anything else that
 * may ask to stop ("please stop texting me about the visit on friday") is a possible opt-out, never an opt-out.
 * A whole text that says so in plain words ("Take me off your list", "Ya no me manden mensajes", "S T O P") is one.
 */
export function keywordOf(body: string): SmsKeyword | PossibleOptOut | null {
  const lines = body.split(/\r?\n|\r/).filter((line) => plainWords(line).length > 0);
  if (lines.length > 1 && isSignature(lines.at(-1)!)) lines.pop();
  const words = spelledOut(plainWords(lines.join("\n")));
  const whole = KEYWORDS.get(words.join(" "));
  if (whole) return whole;

  const { optOuts, others } = optOutsIn(words);
  const polite = others.length <= MOST_FILLER && others.every((word) => FILLER.has(word));
  const keyword = optOuts.find((found) => FIRM.has(found.word)) ?? (others.length === 0 ? optOuts[0] : undefined);
  if (keyword && polite) {
    const language = others.map((word) => FILLER.get(word)).find(Boolean) ?? keyword.language;
    return { ...keyword, language };
  }
  const revocation = revocationIn(words);
  if (revocation) return revocation;
  const text = plainWords(body).join(" ");
  if ((optOuts.length > 0 && polite) || ASKS_TO_STOP.some((wording) => wording.test(text))) return { kind: "possible_opt_out" };
  return null;
}
