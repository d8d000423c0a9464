import { describe, expect, it } from "vitest";
import { checkContent } from "../content-check.ts";
import { fernandezHuerta, fleschKincaidGrade, inflesz, plainText, textStats } from "../../contract/textRules/readability.ts";
import { spanishSyllables } from "../../contract/textRules/spanishSyllables.ts";

describe("Spanish syllables (standard rules)", () => {
  it.each([
    ["corazón", 3],
    ["insuficiencia", 5],
    ["estudio", 3],
    ["medicamento", 5],
    ["investigación", 5],
    ["cardíaca", 4],
    ["día", 2],
    ["baúl", 2],
    ["país", 2],
    ["ahí", 2],
    ["ciudad", 2],
    ["guitarra", 3],
    ["queso", 2],
    ["pingüino", 3],
    ["hoy", 1],
    ["muy", 1],
    ["y", 1],
    ["leer", 2],
    ["poeta", 3],
    ["aéreo", 4],
    ["zoológico", 5],
    ["buey", 1],
    ["Uruguay", 3],
    ["riñones", 3],
    ["fracción", 2],
    ["eyección", 3],
    ["participación", 5],
    ["voluntaria", 4],
    ["aire", 2],
    ["cuidado", 3],
  ] as const)("%s has %i", (word, count) => {
    expect(spanishSyllables(word)).toBe(count);
  });
});

describe("readability formulas (known values)", () => {
  it("counts words, sentences and syllables, without Lingui's placeholders and tags", () => {
    expect(plainText("Call <0>{0}</0> now.")).toBe("Call X now.");
    expect(textStats("The cat sat on the mat.", "en")).toEqual({ words: 6, sentences: 1, syllables: 6 });
    expect(textStats("El perro come. ¿Y tú?", "es")).toEqual({ words: 5, sentences: 2, syllables: 7 });
  });

  it("computes Flesch-Kincaid grade: 0.39 × words/sentence + 11.8 × syllables/word − 15.59", () => {
    expect(fleschKincaidGrade({ words: 6, sentences: 1, syllables: 6 })).toBeCloseTo(-1.45, 2);
    // 100 words in 5 sentences with 150 syllables: 0.39 × 20 + 11.8 × 1.5 − 15.59 = 9.91
    expect(fleschKincaidGrade({ words: 100, sentences: 5, syllables: 150 })).toBeCloseTo(9.91, 2);
  });

  it("computes INFLESZ (Flesch-Szigriszt) and Fernández-Huerta", () => {
    // "El perro come.": 3 words, 5 syllables, 1 sentence.
    expect(inflesz({ words: 3, sentences: 1, syllables: 5 })).toBeCloseTo(100.0, 1);
    // 100 words, 200 syllables, 5 sentences: 206.835 − 124.6 − 20 = 62.235; 206.84 − 120 − 20.4 = 66.44
    expect(inflesz({ words: 100, sentences: 5, syllables: 200 })).toBeCloseTo(62.24, 2);
    expect(fernandezHuerta({ words: 100, sentences: 5, syllables: 200 })).toBeCloseTo(66.44, 2);
  });

  it("scores a plain paragraph as easy and a dense one as hard", () => {
    const plain = textStats("You can stop at any time. Your care does not change. Ask us anything you want to know.", "en");
    const dense = textStats(
      "Participation necessitates comprehensive evaluation of eligibility criteria, including laboratory assessments and investigational pharmacotherapy considerations.",
      "en",
    );
    expect(fleschKincaidGrade(plain)).toBeLessThan(4);
    expect(fleschKincaidGrade(dense)).toBeGreaterThan(18);
  });
});

describe("the content check", () => {
  const message = (en: string, es: string, sources = ["src/pages/participants/ParticipantsPage.tsx"]) => ({ id: en, en, es, sources });

  it("fails on a hard patient text, a banned phrase, and passes plain text; staff and sponsor text is exempt", () => {
    const hard = message(
      "Participation necessitates comprehensive evaluation of eligibility criteria, including laboratory assessments and investigational pharmacotherapy considerations.",
      "La participación requiere una evaluación exhaustiva de los criterios de elegibilidad, incluidas evaluaciones de laboratorio y consideraciones farmacoterapéuticas.",
    );
    const plain = message(
      "You can stop at any time, for any reason. Your regular care does not change at all.",
      "Puede dejarlo cuando quiera, por el motivo que sea. Su atención de siempre no cambia.",
    );
    const banned = message("Start today", "Empiece hoy");
    const staff = message(hard.en, hard.es, ["src/pages/admin/Dashboard.tsx"]);
    expect(checkContent([plain]).problems).toEqual([]);
    const result = checkContent([plain, hard, banned, staff]);
    expect(result.patient).toBe(3);
    expect(result.problems.filter((p) => p.includes("grade") && !p.includes("average"))).toHaveLength(1);
    expect(result.problems.some((p) => p.startsWith("ES INFLESZ"))).toBe(true);
    expect(result.problems.filter((p) => p.includes("banned"))).toEqual([
      'EN banned (no pressure or urgency): "Start today"',
      'ES banned (sin palabras de presión): "Empiece hoy"',
    ]);
  });

  /** The review's texts that passed the old check (issue #19), and their Spanish: each must fail, and say why. */
  const fooled: [string, string, string, string][] = [
    [
      "Get a medicine that works better than what your doctor gives you",
      "Reciba un medicamento que funciona mejor que el que le da su médico",
      "no promise",
      "sin prometer",
    ],
    [
      "Our new drug works better. It is investigational.",
      "Nuestro medicamento nuevo funciona mejor. Está en investigación.",
      "investigational, not new",
      "en investigación, no es nuevo",
    ],
    ["It is safe and effective.", "Nuestro tratamiento nuevo es seguro y efectivo.", "no claims", "sin afirmar"],
    [
      "Get paid $2,000! Free visits and free tests.",
      "¡Reciba $2,000! Consultas gratuitas y atención médica gratuita.",
      "no payment as a headline",
      "sin el pago como titular",
    ],
    ["Free visits and free tests.", "Consultas gratuitas y atención médica gratuita.", 'no "free" care', 'sin atención "gratis"'],
    [
      "Spots are filling fast, so call now and you'll qualify for sure.",
      "Los lugares se llenan rápido: llame ya y seguro califica.",
      "no pressure or urgency",
      "sin palabras de presión",
    ],
    ["Spots are filling fast, so call now and you'll qualify for sure.", "Llame y seguro califica.", "no guarantees", "sin garantías"],
    [
      "Refer a friend and get a $50 gift card",
      "Recomiende a un amigo y reciba una tarjeta de regalo",
      "no rewards for referrals",
      "sin premios por recomendar",
    ],
  ];
  it.each(fooled)("fails %j in English and in Spanish, for the right reason", (en, es, whyEn, whyEs) => {
    const { problems } = checkContent([message(en, es)]);
    expect(
      problems.some((p) => p.startsWith("EN banned") && p.includes(whyEn)),
      problems.join("\n"),
    ).toBe(true);
    expect(
      problems.some((p) => p.startsWith("ES banned") && p.includes(whyEs)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("lets through the same subjects said the way a board approves them", () => {
    const fine = [
      message(
        "The study wants to find out whether starting both medicines early works better than usual care.",
        "El estudio quiere saber si empezar pronto con los dos medicamentos funciona mejor que la atención de siempre.",
      ),
      message(
        "Study visits and tests are provided at no cost to you. You may also be paid for your time and travel.",
        "Las citas y los análisis del estudio no le cuestan nada. También puede recibir un pago por su tiempo.",
      ),
      message("Taking part is your choice. You can leave at any time.", "Participar es su decisión. Puede retirarse cuando quiera."),
    ];
    expect(checkContent(fine).problems.filter((p) => p.includes("banned"))).toEqual([]);
  });

  it("flags masculine-only Spanish and departures from the glossary", () => {
    const { problems } = checkContent([
      message("We will invite you to a screening visit.", "Le llamaremos y lo invitará a una visita de evaluación."),
      message("Ready to learn more?", "¿Listo para saber más?"),
    ]);
    expect(problems.filter((p) => p.includes("masculino"))).toHaveLength(2);
    expect(problems.filter((p) => p.includes("glosario"))).toHaveLength(1);
  });

  it("counts long sentences against a budget", () => {
    const long = "This sentence has far too many words in it for a reader who wants to understand a study quickly and without any help.";
    const { longSentences } = checkContent([message(long, "Corta.")]);
    expect(longSentences.en).toEqual([long]);
    expect(longSentences.es).toEqual([]);
  });
});
