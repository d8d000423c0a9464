import { decodeCsv, parseCsv } from "../../../../../contract/csvRead";
import { IMPORT_FIELDS, type ImportField } from "../../../../../contract/volunteerImport";

/** How much of the file the screen reads to show its columns: the first lines of any real list. */
const HEAD_BYTES = 64 * 1024;
const PREVIEW_ROWS = 5;

export type FileHead = { encoding: "utf-8" | "windows-1252"; rows: string[][] };

/**
 * The first rows of the chosen file, read in the browser as the Worker will read all of it (UTF-8, else
 * Windows-1252; commas or semicolons). Cut at the last whole line, so a letter split by the cut does not
 * make good UTF-8 look like Windows-1252.
 */
export function readHead(bytes: Uint8Array): FileHead {
  let end = bytes.length;
  if (bytes.length >= HEAD_BYTES) {
    const lastBreak = bytes.lastIndexOf(0x0a);
    if (lastBreak > 0) end = lastBreak;
  }
  const { text, encoding } = decodeCsv(bytes.subarray(0, end));
  const rows = parseCsv(text)
    .filter((row) => row.some((field) => field.trim() !== ""))
    .slice(0, PREVIEW_ROWS + 1);
  return { encoding, rows };
}

export const headBytes = async (file: File) => new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());

const CONSENT_WORD = /\b(consent\w*|permiso|agreed|acepto|autorizacion)\b/;
/** A consent column: a consent word and one of `words` (either order), or one of `words` alone as the title. */
const consentColumn = (words: string) => {
  const word = new RegExp(`\\b(${words})\\b`);
  const alone = new RegExp(`^(${words})$`);
  return (title: string) => alone.test(title) || (CONSENT_WORD.test(title) && word.test(title));
};

/** What a column's title (folded: no accents, lower case) may say for each field, in English and Spanish. */
const TITLE_WORDS: Record<ImportField, (title: string) => boolean> = {
  name: (title) => /^(full ?name|name|nombre( completo)?|paciente|patient)$/.test(title),
  firstName: (title) => /^(first ?name|given ?name|nombres?|primer nombre)$/.test(title),
  lastName: (title) => /^(last ?name|surname|family ?name|apellidos?)$/.test(title),
  phone: (title) => /(phone|tel|cell|celular|movil)/.test(title),
  email: (title) => /(e-?mail|correo)/.test(title),
  language: (title) => /^(language|lang|idioma|lengua)$/.test(title),
  birthYear: (title) => /\b(birth\w*|dob|yob|nacimiento|year|ano)\b/.test(title),
  zip: (title) => /(zip|postal)/.test(title),
  topics: (title) => /(topic|interest|condition|tema|interes)/.test(title),
  // "Fecha de última visita" is no consent's date, and "Consent location" no consent's day.
  consentDate: consentColumn("date|dated|fecha|day|dia|signed|firmado"),
  consentHow: consentColumn("how|como|source|fuente|method|metodo|basis"),
};
const fold = (title: string) => title.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[_.]+/g, " ").trim();

/** A first guess of which column holds what, from the first line's titles; the admin checks and changes it. */
export function guessMapping(titles: readonly string[]): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const column = titles.findIndex((title, index) => !taken.has(index) && TITLE_WORDS[field](fold(title)));
    if (column >= 0) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  // A full name, or a first and a last name: not both.
  if (mapping.name !== undefined) {
    delete mapping.firstName;
    delete mapping.lastName;
  }
  return mapping;
}
