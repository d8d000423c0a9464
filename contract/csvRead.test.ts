import { describe, expect, it } from "vitest";
import { csvRows, delimiterOf, parseCsv } from "./csvRead";

/** Reads `text` in pieces of `size` characters as the import's steps do: each piece starts where the last row ended. */
function inPieces(text: string, size: number, limit?: number): string[][] {
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let start = 0;
  let size_ = size;
  while (start < text.length) {
    const piece = text.slice(start, start + size_);
    const final = start + size_ >= text.length;
    const read = csvRows(piece, delimiter, { final, limit });
    if (read.rows.length === 0 && !final) {
      // One row longer than the piece: the step reads a larger piece.
      size_ *= 2;
      continue;
    }
    rows.push(...read.rows);
    start += read.end;
    size_ = size;
    if (final && read.end === piece.length) break;
  }
  return rows;
}

const file = [
  "name,phone,notes\r\n",
  'Ana,7605550100,"dice ""hola"", y más"\r\n',
  "\r\n",
  'Beto,7605550101,"dos\r\nlíneas"\n',
  "Caro,,\r",
  "\r\n",
  'Dora,7605550102,"al final"""',
].join("");

describe("reading a CSV in pieces (contract/csvRead.ts, the import's steps)", () => {
  it("gives exactly the rows of the whole file, wherever the pieces are cut", () => {
    const whole = parseCsv(file);
    expect(whole).toHaveLength(7);
    for (let size = 1; size <= file.length; size += 1) expect(inPieces(file, size)).toEqual(whole);
  });

  it("stops at the limit, and the end is where the next row starts", () => {
    const read = csvRows(file, ",", { final: false, limit: 2 });
    expect(read.rows).toEqual([
      ["name", "phone", "notes"],
      ["Ana", "7605550100", 'dice "hola", y más'],
    ]);
    expect(file.slice(read.end).startsWith("\r\nBeto")).toBe(true);
    for (const limit of [1, 2, 3, 5]) expect(inPieces(file, 9, limit)).toEqual(parseCsv(file));
  });

  it("keeps a last row without a line break only when the piece is the file's end", () => {
    expect(csvRows("a,b\nc,d", ",", { final: false })).toEqual({ rows: [["a", "b"]], end: 4 });
    expect(csvRows("a,b\nc,d", ",", { final: true })).toEqual({
      rows: [
        ["a", "b"],
        ["c", "d"],
      ],
      end: 7,
    });
    // A "\r" at a piece's end may be half of "\r\n": the row waits, so no blank line appears between the pieces.
    expect(csvRows("a,b\r", ",", { final: false })).toEqual({ rows: [], end: 0 });
  });

  it("reads semicolons as Excel in Spanish writes them", () => {
    expect(parseCsv("nombre;teléfono\nAna;760")).toEqual([
      ["nombre", "teléfono"],
      ["Ana", "760"],
    ]);
  });
});
