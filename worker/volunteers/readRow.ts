import { clinicToday } from "../../contract/clinicTime";
import { foldText } from "../../contract/foldText";
import type { Language } from "../../contract/language";
import { toE164 } from "../../contract/phone";
import { isCleanIdentifier } from "../../contract/textPolicy";
import type { ConsentBasis, ImportField, ImportRefusal } from "../../contract/volunteerImport";
import { isAdultBirthYear } from "../../contract/volunteerSignUp";
import { consentEndsAt, VOLUNTEER_TOPICS, type VolunteerTopic } from "../../contract/volunteers";
import { z } from "../../contract/zod";

/** A row the import can write: normalised, with the consent it rests on. */
export type VolunteerCandidate = {
  name: string;
  nameKey: string;
  phone: string | null;
  phoneDigits: string | null;
  email: string | null;
  language: Language;
  birthYear: number | null;
  zip: string | null;
  topics: VolunteerTopic[];
  consentStatement: string;
  consentHow: string;
  consentAt: string;
  consentEndsAt: string;
};

export type ReadRow = { ok: true; candidate: VolunteerCandidate } | { ok: false; reason: ImportRefusal };

/** The name as look-ups compare it: folded (no accents, lower case), single spaces. */
export const nameKeyOf = (name: string) => foldText(name).replace(/\s+/g, " ").trim();

const emailSchema = z.email();

/** Words a clinic's list uses for the site's topics, in both languages, folded. */
const TOPIC_WORDS: Record<VolunteerTopic, string[]> = {
  heart: ["heart", "cardio", "cardiology", "corazon", "cardiologia", "heart failure", "insuficiencia cardiaca"],
  diabetes: ["diabetes", "diabetic", "diabetico", "diabetica", "azucar"],
  hypertension: ["hypertension", "high blood pressure", "blood pressure", "presion alta", "hipertension", "presion"],
  "asthma-copd": ["asthma", "copd", "asma", "epoc", "lung", "pulmones", "asthma-copd"],
  "weight-management": ["weight", "weight management", "obesity", "peso", "obesidad", "weight-management"],
  "chronic-pain": ["pain", "chronic pain", "dolor", "dolor cronico", "chronic-pain"],
};
const TOPIC_BY_WORD = new Map(
  Object.entries(TOPIC_WORDS).flatMap(([topic, words]) => words.map((word) => [word, topic as VolunteerTopic])),
);

export function topicsOf(cell: string): VolunteerTopic[] {
  const found = new Set<VolunteerTopic>();
  for (const word of cell.split(/[;,|/]+/)) {
    const key = nameKeyOf(word);
    const topic = (VOLUNTEER_TOPICS as readonly string[]).includes(key) ? (key as VolunteerTopic) : TOPIC_BY_WORD.get(key);
    if (topic) found.add(topic);
  }
  return [...found];
}

function languageOf(cell: string, fallback: Language): Language {
  const key = nameKeyOf(cell);
  if (["es", "spa", "spanish", "espanol", "castellano"].includes(key)) return "es";
  if (["en", "eng", "english", "ingles"].includes(key)) return "en";
  return fallback;
}

/** A consent date from the list: ISO (2026-03-08) or as US spreadsheets write it (3/8/2026). */
function dateOf(cell: string): string | null {
  const value = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return null;
  const date = `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(date) ? null : date;
}

/**
 * One row of the file as the registry would keep it, or why it cannot be kept. Pure: the look-ups against
 * people already in the registry and the texting ledger happen after (importRows.ts).
 */
export function readRow(
  cells: string[],
  mapping: Partial<Record<ImportField, number>>,
  options: { basis?: ConsentBasis; language: Language; consentMonths: number; now: Date },
): ReadRow {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const name = (cell("name") || `${cell("firstName")} ${cell("lastName")}`).normalize("NFC").replace(/\s+/g, " ").trim();
  if (!name || !/\p{L}/u.test(name) || name.length > 100 || !isCleanIdentifier(name)) return { ok: false, reason: "no_name" };

  const phoneCell = cell("phone");
  const emailCell = cell("email").toLowerCase();
  if (!phoneCell && !emailCell) return { ok: false, reason: "no_contact" };
  const phone = phoneCell ? toE164(phoneCell) : null;
  if (phoneCell && !phone) return { ok: false, reason: "bad_phone" };
  if (emailCell && (emailCell.length > 254 || !emailSchema.safeParse(emailCell).success)) return { ok: false, reason: "bad_email" };

  const yearCell = cell("birthYear");
  const birthYear = yearCell ? Number(yearCell) : null;
  if (birthYear !== null && !isAdultBirthYear(birthYear, options.now.getUTCFullYear())) return { ok: false, reason: "bad_birth_year" };
  const zipCell = cell("zip");
  const zip = zipCell ? (/^(\d{5})(-\d{4})?$/.exec(zipCell)?.[1] ?? null) : null;
  if (zipCell && !zip) return { ok: false, reason: "bad_zip" };

  // What the person agreed to, when and how: the row's own columns win over the file's basis. A date that
  // cannot be read is no basis at all.
  const rowDate = cell("consentDate") ? dateOf(cell("consentDate")) : null;
  if (cell("consentDate") && !rowDate) return { ok: false, reason: "no_consent_basis" };
  const agreedOn = rowDate ?? options.basis?.agreedOn;
  const how = cell("consentHow") || options.basis?.how;
  const statement = options.basis?.statement ?? cell("consentHow");
  if (!agreedOn || !how || !statement) return { ok: false, reason: "no_consent_basis" };
  // No one agrees on a day that has not come (a paper sheet is held to the same rule).
  if (agreedOn > clinicToday(options.now)) return { ok: false, reason: "consent_in_future" };
  const consentAt = `${agreedOn}T12:00:00.000Z`;
  const endsAt = consentEndsAt(consentAt, options.consentMonths);
  if (Date.parse(endsAt) <= options.now.getTime()) return { ok: false, reason: "consent_expired" };
  return {
    ok: true,
    candidate: {
      name,
      nameKey: nameKeyOf(name),
      phone,
      phoneDigits: phone ? phone.slice(1) : null,
      email: emailCell || null,
      language: cell("language") ? languageOf(cell("language"), options.language) : options.language,
      birthYear,
      zip,
      topics: topicsOf(cell("topics")),
      consentStatement: statement.slice(0, 300),
      consentHow: how.slice(0, 200),
      consentAt,
      consentEndsAt: endsAt,
    },
  };
}
