/**
 * Reading a spreadsheet's CSV as clinics save them: UTF-8 (with or without a byte-order mark) or, when the
 * bytes are not valid UTF-8, Windows-1252 (Excel's "CSV" on Windows in the Americas). Fields are separated
 * by commas, or by semicolons when the first line has more of those (Excel in Spanish locales).
 */
export type DecodedText = { text: string; encoding: "utf-8" | "windows-1252" };

export function decodeCsv(bytes: Uint8Array): DecodedText {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

/** The field separator: a semicolon when the first line has more of those than commas (Excel in Spanish locales). */
export function delimiterOf(text: string): "," | ";" {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * RFC 4180 rows: quoted fields may hold the delimiter, line breaks and doubled quotes. Blank lines are
 * kept as empty rows (so line numbers match the file) and dropped by the caller. Linear in the text.
 */
export function parseCsv(text: string): string[][] {
  return csvRows(text, delimiterOf(text), { final: true }).rows;
}

/**
 * The complete rows at the start of `text` (a piece of a file that starts at a row's start), at most `limit`, and
 * the index just past the last one: where the next piece starts. A row is complete once its line break is read
 * (a "\r" that ends the piece may be the first half of "\r\n", so it waits); the last row of the file, with or
 * without a line break, when `final`.
 */
export function csvRows(
  text: string,
  delimiter: "," | ";",
  { final, limit = Number.POSITIVE_INFINITY }: { final: boolean; limit?: number },
): { rows: string[][]; end: number } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let end = 0;
  let i = 0;
  while (i < text.length && rows.length < limit) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        // A quote at the piece's end may be the first of a doubled pair: the row waits for the next piece.
        if (i + 1 === text.length && !final) break;
        quoted = false;
      } else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === "") quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && i + 1 === text.length && !final) break;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      end = i + 1;
    } else field += char;
    i += 1;
  }
  if (final && rows.length < limit && i >= text.length && (field !== "" || row.length > 0)) {
    row.push(field);
    rows.push(row);
    end = text.length;
  }
  return { rows, end };
}
