/**
 * A clinic's patient list as the import meets it (issue #39): Windows-1252, accents, numbers written several
 * ways, rows without a consent date, bad phones, and people who share a name and year of birth. Shared by the
 * Worker test of the import (test/worker/registryImport.test.ts) and the bench (scripts/bench/registryImport.ts).
 */

/** The columns, as the file's first line names them, and the mapping the admin gives for them. */
export const CLINIC_LIST_HEADER = "Nombre,Teléfono,Correo,Idioma,Año,CP,Temas,Fecha de consentimiento,Cómo";
export const CLINIC_LIST_MAPPING = {
  name: 0,
  phone: 1,
  email: 2,
  language: 3,
  birthYear: 4,
  zip: 5,
  topics: 6,
  consentDate: 7,
  consentHow: 8,
} as const;

/** Windows-1252 for the letters a Spanish list holds (they are Latin-1 code points, one byte each). */
export const windows1252 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

/**
 * `blocks` blocks of ten rows: six new people, one repeat of the first one's number (written differently),
 * one row without a consent date, one bad phone, one with the first one's name and birth year but another
 * number. So a first run creates 6, merges 1, flags 1 and refuses 2 per block; a second run merges 8.
 * `agreed` is the consent day, written as ISO and as a US spreadsheet writes it. Blocks are numbered from
 * `firstBlock`, so two lists with different ones share no number or name.
 */
export function messyClinicList(blocks: number, agreed: Date, firstBlock = 0): Uint8Array<ArrayBuffer> {
  const iso = agreed.toISOString().slice(0, 10);
  const us = `${agreed.getUTCMonth() + 1}/${agreed.getUTCDate()}/${agreed.getUTCFullYear()}`;
  const rows = [CLINIC_LIST_HEADER];
  const phone = (block: number, row: number) => `760${String(2_000_000 + block * 10 + row)}`;
  for (let block = firstBlock; block < firstBlock + blocks; block += 1) {
    const name = `María José Núñez-Ibáñez ${block}`;
    const year = 1940 + (block % 60);
    const first = phone(block, 0);
    rows.push(`${name},(${first.slice(0, 3)}) ${first.slice(3, 6)}-${first.slice(6)},,es,${year},92243,diabetes,${iso},hoja`);
    rows.push(`${name},${first},,es,${year},92243,corazón,${iso},hoja`);
    rows.push(`Sin Fecha ${block},${phone(block, 2)},,es,${year},92243,,,`);
    rows.push(`Teléfono Malo ${block},55512,,es,${year},92243,,${iso},hoja`);
    rows.push(`${name},${phone(block, 4)},,es,${year},92243,,${iso},hoja`);
    for (let row = 5; row < 10; row += 1) rows.push(`Señora Ñ ${block}-${row},${phone(block, row)},,,${year},92243,asma,${us},hoja`);
  }
  return windows1252(rows.join("\r\n"));
}
