/**
 * Words a person can text back (docs/messaging.md, CTIA's keywords and their Spanish forms). An opt-out word
 * stops every text to that number at once; HELP gets the clinic's name and phone; START opts back in.
 */
import type { Language } from "./language";

const OPT_OUT: Record<string, Language> = {
  STOP: "en",
  STOPALL: "en",
  UNSUBSCRIBE: "en",
  CANCEL: "en",
  END: "en",
  QUIT: "en",
  PARAR: "es",
  ALTO: "es",
  BAJA: "es",
  CANCELAR: "es",
};
const HELP: Record<string, Language> = { HELP: "en", AYUDA: "es" };
const OPT_IN: Record<string, Language> = { START: "en", UNSTOP: "en", INICIO: "es" };

export const OPT_OUT_KEYWORDS = Object.keys(OPT_OUT);
export const HELP_KEYWORDS = Object.keys(HELP);
export const OPT_IN_KEYWORDS = Object.keys(OPT_IN);

export type SmsKeyword = { kind: "opt_out" | "help" | "opt_in"; word: string; language: Language };

/**
 * The keyword a text is, if it is one: the whole message, in any case, with spaces and closing
 * punctuation around it ignored ("  Parar. " is PARAR; "please stop texting" is not a keyword).
 */
export function keywordOf(body: string): SmsKeyword | null {
  const word = body
    .normalize("NFKC")
    .trim()
    .replace(/^[\s¡¿"'“”]+|[\s.!?¡¿"'“”]+$/gu, "")
    .toUpperCase();
  if (word in OPT_OUT) return { kind: "opt_out", word, language: OPT_OUT[word]! };
  if (word in HELP) return { kind: "help", word, language: HELP[word]! };
  if (word in OPT_IN) return { kind: "opt_in", word, language: OPT_IN[word]! };
  return null;
}
