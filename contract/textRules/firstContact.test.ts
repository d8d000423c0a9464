import { describe, expect, it } from "vitest";
import outboundEn from "../../worker/texts/locales/en.po?raw";
import outboundEs from "../../worker/texts/locales/es.po?raw";
import { checkPatientText } from "./checkText.ts";
import { checkMessageText, firstContactProblem, firstContactTermsIn, healthDetailsIn } from "./firstContact.ts";

/** The codes and NCT ids of the studies a new database starts with (migrations/0011_studies.sql). */
const SITE_STUDIES = ["FINALITY-HF", "NCT06033950", "REDEFINE-HF", "NCT06008197", "CONFIRMATION-HF", "NCT06024746"];

/** Health details a first contact must not name, by kind, in both languages (issue #37). */
const DETAILS = {
  body: {
    en: ["your blood sugar", "your arteries", "your pancreas", "your eyes", "your bladder", "your feet"],
    es: ["sus arterias", "sus venas", "su páncreas", "su vejiga", "sus ojos", "su azúcar", "su sangre"],
  },
  tests: {
    en: ["your echocardiogram", "your EKG", "your MRI", "your x-rays", "your stress test", "your CT scan", "your bloodwork", "your A1C"],
    es: [
      "su ecocardiograma",
      "su electrocardiograma",
      "su resonancia",
      "sus rayos X",
      "sus radiografías",
      "sus análisis de laboratorio",
      "su prueba de esfuerzo",
      "sus mamografías",
    ],
  },
  places: {
    en: ["the emergency room", "urgent care", "the ER", "the emergency department", "the operating room"],
    es: ["la sala de emergencias", "el quirófano", "la sala de emergencia"],
  },
  drugs: {
    en: [
      "your Ozempic",
      "your insulin",
      "metformin",
      "empagliflozin",
      "lisinopril",
      "atorvastatin",
      "finerenone",
      "spironolactone",
      "your blood thinner",
    ],
    es: [
      "su insulina",
      "la metformina",
      "la empagliflozina",
      "la semaglutida",
      "el losartán",
      "la furosemida",
      "la finerenona",
      "sus estatinas",
      "su anticoagulante",
    ],
  },
} as const;

const wrap = (detail: string) => `Hi from {clinic}, about ${detail}. Call {phone}.`;

describe("a first contact names no health detail (contract/textRules/firstContact.ts)", () => {
  const cases = Object.entries(DETAILS).flatMap(([kind, byLanguage]) =>
    (["en", "es"] as const).flatMap((language) => byLanguage[language].map((detail) => [kind, language, detail] as const)),
  );
  it.each(cases)("catches a %s word (%s): %j", (kind, _, detail) => {
    expect(healthDetailsIn(wrap(detail)).map((found) => found.kind)).toContain(kind);
  });

  it("keeps what contract/healthTerms.ts already catches: conditions, organs, places, studies", () => {
    expect(firstContactTermsIn("About your kidneys and your echocardiogram")).toEqual(["kidneys", "echocardiogram"]);
    expect(firstContactTermsIn("Sobre sus riñones y su ecocardiograma")).toEqual(["rinones", "ecocardiograma"]);
    expect(firstContactTermsIn("FINALITY HF at the hospital", SITE_STUDIES)).toEqual(["FINALITY-HF", "hospital"]);
    expect(firstContactTermsIn("su insuficiencia cardíaca")).toEqual(["insuficiencia", "cardiaca"]);
  });

  it("reads Spanish and English plurals of every word, and look-alike letters", () => {
    for (const plural of [
      "arterias",
      "venas",
      "ojos",
      "huesos",
      "radiografías",
      "resonancias",
      "pruebas de esfuerzo",
      "análisis de sangre",
      "insulinas",
    ])
      expect(firstContactTermsIn(`sobre sus ${plural}`), plural).not.toEqual([]);
    for (const plural of ["arteries", "veins", "bones", "x-rays", "stress tests", "biopsies", "inhalers", "statins"])
      expect(firstContactTermsIn(`about your ${plural}`), plural).not.toEqual([]);
    expect(firstContactTermsIn("your Ozеmpic")).toEqual(["ozempic"]); // a Cyrillic е
    expect(firstContactTermsIn("your ＥＫＧ")).toEqual(["ekg"]); // full width
    expect(firstContactTermsIn("su e\u00ADcocardiograma")).toEqual(["ecocardiograma"]); // a soft hyphen
  });

  // The seeded templates and the catalogs through `npm run content:check`: scripts/content/siteText.test.ts.
  it("raises no false alarm on the site's own texts and e-mails, or on plain words of a visit", () => {
    const outbound = [...`${outboundEn}\n${outboundEs}`.matchAll(/^msg(?:id|str) "(.+)"$/gm)].map((match) => match[1]!);
    expect(outbound.length).toBeGreaterThan(40);
    const plain = [
      "Hi, this is {coordinator} from {clinic}. Please call us at {phone}.",
      "Hola, le escribe {coordinator} de {clinic}. Llámenos al {phone}, por favor.",
      "Bring your medicines and a photo ID.",
      "Traiga sus medicinas y una identificación con foto.",
      "La enfermera le llamará.",
      "Scan the QR code to add it to your calendar.",
      "Puede llegar a pie desde la parada del autobús.",
      "Su mamá puede venir con usted.",
      "Calle Colón 123, Calexico",
      "¡Ojo! La entrada está del lado de la calle.",
      "The entrance is next to the pharmacy.",
      "This number is not for emergencies: call 911.",
      "See you on April 5. Nos vemos el 5 de abril.",
      "Hartford, CT 06103",
      "Reply 1 to confirm or 2 to change it.",
      "Responda PARAR para no recibir más mensajes.",
    ];
    expect([...outbound, ...plain].filter((text) => firstContactTermsIn(text, SITE_STUDIES).length > 0)).toEqual([]);
  });

  it("is a first-contact rule only: a study page may name the kidneys and the tests", () => {
    expect(checkPatientText("At each visit we check your kidneys with a blood test.", "en").problems).toEqual([]);
    expect(checkMessageText("At each visit we check your kidneys with a blood test.", "en", { firstContact: false }).problems).toEqual([]);
    expect(checkMessageText("{clinic}: about your kidneys. Call {phone}.", "en", { firstContact: true }).problems).toEqual([
      expect.stringContaining("(kidneys)"),
    ]);
    expect(firstContactProblem("{clinic}: sobre su insulina.", "es")).toContain("un primer contacto");
    // The phrase rules apply to messages too.
    expect(checkMessageText("{clinic}: only 2 spots left!", "en", { firstContact: true }).problems).toEqual([
      expect.stringContaining("no scarcity"),
    ]);
  });
});
