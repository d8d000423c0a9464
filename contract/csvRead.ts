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

function delimiterOf(text: string): "," | ";" {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * RFC 4180 rows: quoted fields may hold the delimiter, line breaks and doubled quotes. Blank lines are
 * kept as empty rows (so line numbers match the file) and dropped by the caller. Linear in the text.
 */
export function parseCsv(text: string): string[][] {
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
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
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      if (char === "\r" && text[i + 1] === "\n") i += 1;
    } else field += char;
    i += 1;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
