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

/** Words a column's title may hold for each field, in English and Spanish, without accents. */
const TITLE_WORDS: Record<ImportField, RegExp> = {
  name: /^(full ?name|name|nombre( completo)?|paciente|patient)$/,
  firstName: /^(first ?name|given ?name|nombres?|primer nombre)$/,
  lastName: /^(last ?name|surname|family ?name|apellidos?)$/,
  phone: /(phone|tel|cell|celular|movil)/,
  email: /(e-?mail|correo)/,
  language: /^(language|lang|idioma|lengua)$/,
  birthYear: /(birth|dob|nacimiento|year|ano)/,
  zip: /(zip|postal)/,
  topics: /(topic|interest|condition|tema|interes)/,
  consentDate: /(consent|permiso|agreed|acepto).*(date|fecha|on)|^(date|fecha)/,
  consentHow: /(consent|permiso|agreed|acepto).*(how|como|source|fuente)|^(how|como|source|fuente)/,
};
const fold = (title: string) => title.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[_.]+/g, " ").trim();

/** A first guess of which column holds what, from the first line's titles; the admin checks and changes it. */
export function guessMapping(titles: readonly string[]): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const column = titles.findIndex((title, index) => !taken.has(index) && TITLE_WORDS[field].test(fold(title)));
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
