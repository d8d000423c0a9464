import { describe, expect, it } from "vitest";
import { keywordOf } from "./smsKeywords";

type Expected = "opt_out" | "possible_opt_out" | "help" | "opt_in" | null;

/** How people write back, and what each must be (issue #34, item 7). */
const PHRASINGS: [text: string, expected: Expected, word?: string, language?: "en" | "es"][] = [
  ["STOP", "opt_out", "STOP", "en"],
  ["  Parar. ", "opt_out", "PARAR", "es"],
  ["S\u200BTOP", "opt_out", "STOP"], // zero-width space
  ["ST\u00ADOP", "opt_out", "STOP"], // soft hyphen
  ["STOP\uFE0F", "opt_out", "STOP"], // emoji variation selector
  ["\uFEFFstop\u2060", "opt_out", "STOP"], // byte-order mark, word joiner
  ["(STOP)", "opt_out", "STOP"],
  ["stop,", "opt_out", "STOP"],
  ["STOP 🛑", "opt_out", "STOP"],
  ["🛑🛑 stop!!", "opt_out", "STOP"],
  ["ＳＴＯＰ", "opt_out", "STOP"], // full width
  ["ЅТОР", "opt_out", "STOP"], // Cyrillic look-alikes
  ["Stop please", "opt_out", "STOP", "en"],
  ["Parar por favor", "opt_out", "PARAR", "es"],
  ["STOP por favor", "opt_out", "STOP", "es"],
  ["STOP\n- Maria", "opt_out", "STOP"],
  ["Stop!! Gracias\nMaría López", "opt_out", "STOP", "es"],
  ["Please\nStop", "opt_out", "STOP"],
  ["STOP STOP", "opt_out", "STOP"],
  ["Stop texting me", "opt_out", "STOP"],
  ["Unsubscribe me please", "opt_out", "UNSUBSCRIBE"],
  ["REVOKE", "opt_out", "REVOKE", "en"],
  ["OPT OUT", "opt_out", "OPT OUT", "en"],
  ["opt-out", "opt_out", "OPT OUT"],
  ["NO MÁS", "opt_out", "NO MÁS", "es"],
  ["no mas", "opt_out", "NO MÁS", "es"],
  ["DETENER", "opt_out", "DETENER", "es"],
  ["Cancelar suscripción", "opt_out", "CANCELAR SUSCRIPCIÓN", "es"],
  ["parar ya", "opt_out", "PARAR", "es"],
  ["CANCEL", "opt_out", "CANCEL"],
  ["¡Alto!", "opt_out", "ALTO", "es"],
  // Inside a longer text, or an everyday word with other words: a reply, flagged for staff.
  ["please stop texting me about the visit on friday, I will call", "possible_opt_out"],
  ["no me manden más mensajes", "possible_opt_out"],
  ["Don't text me anymore, call me instead", "possible_opt_out"],
  ["Cancel please", "possible_opt_out"],
  ["I want to cancel these texts from the clinic", "possible_opt_out"],
  ["No puedo parar de toser", "possible_opt_out"],
  ["stop by tomorrow?", "possible_opt_out"],
  // Replies, and the other keywords.
  ["Sí, llámenme después de las 5", null],
  ["I need to cancel my appointment", null],
  ["What time does it end?", null],
  ["1", null],
  ["🛑", null],
  ["HELP", "help", "HELP", "en"],
  ["¡Ayuda!", "help", "AYUDA", "es"],
  ["Inicio 🙂", "opt_in", "INICIO", "es"],
  ["UNSTOP", "opt_in", "UNSTOP", "en"],
];

describe("text keywords (contract/smsKeywords.ts)", () => {
  it.each(PHRASINGS)("%j is %s", (text, expected, word, language) => {
    const found = keywordOf(text);
    expect(found?.kind ?? null).toBe(expected);
    if (found && found.kind !== "possible_opt_out") {
      if (word) expect(found.word).toBe(word);
      if (language) expect(found.language).toBe(language);
    }
  });

  it("covers at least 28 ways of asking to stop", () => {
    expect(PHRASINGS.filter(([, expected]) => expected === "opt_out" || expected === "possible_opt_out").length).toBeGreaterThanOrEqual(28);
  });
});
