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
  // Issue #50, item 15: the red team's phrasings, acted on (the FCC's 2025 rule: any reasonable means counts).
  ["basta", "opt_out", "BASTA", "es"],
  ["Ya basta!!", "opt_out", "BASTA", "es"],
  ["PARE", "opt_out", "PARE", "es"],
  ["Déjenme en paz", "opt_out", "DEJENME EN PAZ", "es"],
  ["Revocar", "opt_out", "REVOCAR", "es"],
  ["revoco mi consentimiento", "opt_out", "REVOCO MI CONSENTIMIENTO", "es"],
  ["remove me", "opt_out", "REMOVE ME", "en"],
  ["S T O P", "opt_out", "STOP", "en"],
  ["s-t-o-p", "opt_out", "STOP", "en"],
  ["S.T.O.P.", "opt_out", "STOP", "en"],
  ["no me escriban", "opt_out", "NO ME ESCRIBAN", "es"],
  ["Ya no me manden mensajes", "opt_out", "NO ME MANDEN MENSAJES", "es"],
  ["no me manden más mensajes", "opt_out", "NO ME MANDEN MAS MENSAJES", "es"],
  ["don't text me", "opt_out", "DON T TEXT ME", "en"],
  ["Take me off your list", "opt_out", "TAKE ME OFF YOUR LIST", "en"],
  ["Please remove me from your list, thank you", "opt_out", "REMOVE ME FROM YOUR LIST", "en"],
  ["Dejen de mandarme mensajes por favor", "opt_out", "DEJEN DE MANDARME MENSAJES", "es"],
  ["No quiero recibir más mensajes", "opt_out", "NO QUIERO RECIBIR MAS MENSAJES", "es"],
  ["I don't want these texts", "opt_out", "DON T WANT THESE TEXTS", "en"],
  ["Quit texting me", "opt_out", "QUIT TEXTING ME", "en"],
  ["Bórrenme de la lista", "opt_out", "BORRENME DE LA LISTA", "es"],
  ["I revoke my consent", "opt_out", "REVOKE MY CONSENT", "en"],
  // Inside a longer text, or an everyday word with other words: a reply, flagged for staff.
  ["please stop texting me about the visit on friday, I will call", "possible_opt_out"],
  ["no me manden más mensajes de la cita, mejor llámenme", "possible_opt_out"],
  ["Don't text me anymore, call me instead", "possible_opt_out"],
  ["Cancel please", "possible_opt_out"],
  ["I want to cancel these texts from the clinic", "possible_opt_out"],
  ["No puedo parar de toser", "possible_opt_out"],
  ["stop by tomorrow?", "possible_opt_out"],
  // Replies, and the other keywords.
  ["Sí, llámenme después de las 5", null],
  ["No pare de tomar su medicina, dijo el doctor?", null],
  ["Me gustaría que me dejen en paz los lunes", null],
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
