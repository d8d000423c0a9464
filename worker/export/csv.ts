/**
 * CSV for spreadsheets (RFC 4180), safe to open in Excel or Google Sheets: every cell is quoted, quotes
 * are doubled, and a cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return: OWASP's CSV injection guidance, and their full-width forms ＝ ＋ － ＠, which some
 * spreadsheets read as the same) is prefixed with an apostrophe so it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Excel reads a UTF-8 file correctly (accents in Spanish names) only with a byte order mark. */
export const UTF8_BOM = "\ufeff";
