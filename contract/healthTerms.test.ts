import { describe, expect, it } from "vitest";
import outboundEn from "../src/locales/en/outbound.po?raw";
import outboundEs from "../src/locales/es/outbound.po?raw";
import visitMigration from "../migrations/0010_visits.sql?raw";
import { healthTermsIn } from "./healthTerms";
import { healthTermFields } from "./messageTemplates";

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
  return [
    ...quoted,
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
