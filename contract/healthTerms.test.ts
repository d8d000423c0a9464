import { describe, expect, it } from "vitest";
import outboundEn from "../worker/texts/locales/en.po?raw";
import outboundEs from "../worker/texts/locales/es.po?raw";
import visitMigration from "../migrations/0010_visits.sql?raw";
import shortVisitTexts from "../migrations/0017_three_segment_texts.sql?raw";
import { healthTermsIn } from "./healthTerms";
import { healthTermFields } from "./messageTemplates";
import { placeDetailSchema, VISIT_PLACE_DETAIL_LIMIT } from "./visits";

/** The codes and NCT ids of the studies a new database starts with (migrations/0011_studies.sql). */
const SITE_STUDIES = ["FINALITY-HF", "NCT06033950", "REDEFINE-HF", "NCT06008197", "CONFIRMATION-HF", "NCT06024746"];

/** Ways a condition or a study slips into a first contact (issue #34, item 6): every one must be caught. */
const VARIANTS = [
  "heart-failure",
  "Heart failure",
  "FINALITY HF",
  "finality_hf",
  "Finality Hf",
  "F.I.N.A.L.I.T.Y. H.F.",
  "REDEFINE HF",
  "CONFIRMATION–HF",
  "NCT06033950",
  "NCT 06033950",
  "nct-06033950",
  "corazón",
  "corazones",
  "сorazón", // Cyrillic с
  "ΗEART", // Greek Η
  "h\u200Beart", // zero-width space
  "d\u00ADiabetes", // soft hyphen
  "ｈｅａｒｔ", // full width
  "cardiology",
  "cardiología",
  "cardíaca",
  "cardiologist",
  "riñón",
  "riñones",
  "kidneys",
  "diabético",
  "diabética",
  "diabéticos",
  "nephrology",
  "nefrología",
  "oncology",
  "oncólogo",
  "hypertensive",
  "insuficiencia cardíaca",
  "estudios clínicos",
];

/** What the site itself writes: the visit templates it starts with, its own texts, and a plain first contact. */
function siteTexts(): string[] {
  const templates = visitMigration.slice(visitMigration.indexOf("INSERT INTO `message_templates`"));
  const quoted = [...templates.slice(0, templates.indexOf(";")).matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!);
  const translated = [...`${outboundEn}\n${outboundEs}`.matchAll(/^msg(?:id|str) "(.+)"$/gm)].map((match) => match[1]!);
  // The words migration 0017 writes (issue #37), outside its comments.
  const shortWords = [...shortVisitTexts.replace(/^--.*$/gm, "").matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!);
  return [
    ...quoted,
    ...shortWords,
    ...translated,
    "Hi, this is {coordinator} from {clinic}. Please call us at {phone}.",
    "Hola, le escribe {coordinator} de {clinic}. Llámenos al {phone}, por favor.",
    "{clinic} research team",
    "Equipo de investigación de {clinic}",
  ];
}

describe("health and study words in a first contact (contract/healthTerms.ts)", () => {
  it.each(VARIANTS)("catches %j", (variant) => {
    expect(healthTermsIn(`Hola de {clinic}, sobre su ${variant}. Call {phone}.`, SITE_STUDIES)).not.toEqual([]);
  });

  it("lists at least 20 variants", () => expect(VARIANTS.length).toBeGreaterThanOrEqual(20));

  it("says what it found: the study as the site names it, the words unmasked", () => {
    expect(healthTermsIn("About the REDEFINE-HF study")).toEqual(["REDEFINE-HF", "study"]);
    expect(healthTermsIn("FINALITY HF, NCT 06033950", SITE_STUDIES)).toEqual(["FINALITY-HF", "NCT06033950"]);
    expect(healthTermsIn("Su сorazón y sus riñones")).toEqual(["corazon", "rinones"]);
    // Without the site's studies (the staff page), a spaced code is still caught by its "HF".
    expect(healthTermsIn("FINALITY HF")).toEqual(["hf"]);
  });

  it("raises no false alarm on the site's own texts or on plain recruitment words", () => {
    const texts = siteTexts();
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((text) => healthTermsIn(text, SITE_STUDIES).length > 0)).toEqual([]);
    for (const plain of [
      "Bring your medicines and a photo ID.",
      "Traiga sus medicinas.",
      "La enfermera le llamará.",
      "We deliver results.",
    ])
      expect(healthTermsIn(plain, SITE_STUDIES)).toEqual([]);
  });

  it("checks both languages of a first contact and of every visit message, not other templates", () => {
    const template = {
      firstContact: true,
      body: { en: "Hi from {clinic}.", es: "Sobre su FINALITY HF" },
      subject: { en: "Hi", es: "Hola" },
    };
    expect(healthTermFields(template, SITE_STUDIES)).toEqual([["body", "es"]]);
    expect(healthTermFields({ ...template, firstContact: false, purpose: "visit_reminder" }, SITE_STUDIES)).toEqual([["body", "es"]]);
    expect(healthTermFields({ ...template, firstContact: false }, SITE_STUDIES)).toEqual([]);
  });
});

describe("a visit's place, read on the person's phone (contract/visits.ts, placeDetailSchema)", () => {
  it("refuses a place of care or a health word, with its own code, and takes plain places", () => {
    const codes = (value: string) => {
      const result = placeDetailSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    // The first-contact rule's places of care and tests too (contract/textRules/firstContact.ts, issue #37).
    const careAndTests = [
      "Infusion center, 2nd floor",
      "Emergency room entrance",
      "Laboratorio, planta baja",
      "Sala de quimioterapia",
      "Urgent care on 4th St",
    ];
    for (const place of [
      "a hospital room",
      "Hospital El Centro, sala 4",
      "Ward 4B",
      "Cardiology ward",
      "Sala de diálisis",
      "UCI, cama 3",
      ...careAndTests,
    ])
      expect(codes(place), place).toEqual(["place_health_terms"]);
    for (const place of ["Centro Comunitario de Calexico", "En su casa", "Imperial Valley College", "Biblioteca de Brawley"])
      expect(codes(place), place).toEqual([]);
    expect(codes("x".repeat(VISIT_PLACE_DETAIL_LIMIT + 1))).toEqual(["place_too_long"]);
  });
});
