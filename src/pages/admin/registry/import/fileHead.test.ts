import { describe, expect, it } from "vitest";
import { guessMapping, readHead } from "./fileHead";

const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => (char === "é" ? 0xe9 : char === "ñ" ? 0xf1 : char.charCodeAt(0))));

describe("the import screen's look at the chosen file", () => {
  it("reads a Spanish Excel file (Windows-1252, semicolons) as the Worker will, first rows only", () => {
    const lines = [
      "Nombre;Teléfono;Correo;Año de nacimiento;Código postal",
      ...Array.from({ length: 9 }, (_, i) => `José Muñoz ${i};760-555-010${i};;1960;92231`),
    ];
    const head = readHead(windows1252(lines.join("\r\n")));
    expect(head.encoding).toBe("windows-1252");
    expect(head.rows).toHaveLength(6);
    expect(head.rows[0]).toEqual(["Nombre", "Teléfono", "Correo", "Año de nacimiento", "Código postal"]);
    expect(head.rows[1]).toEqual(["José Muñoz 0", "760-555-0100", "", "1960", "92231"]);
  });

  it("does not take UTF-8 cut in the middle of a letter for Windows-1252", () => {
    const text = `name,phone\n${"Ñoño Pérez,7605550100\n".repeat(4000)}`;
    const bytes = new TextEncoder().encode(text).subarray(0, 64 * 1024);
    expect(readHead(bytes)).toMatchObject({ encoding: "utf-8", rows: expect.arrayContaining([["Ñoño Pérez", "7605550100"]]) });
  });

  it("guesses the columns from their titles in either language, each column once", () => {
    expect(
      guessMapping(["Nombre", "Teléfono", "Correo", "Año de nacimiento", "Código postal", "Fecha del permiso", "Cómo dio el permiso"]),
    ).toEqual({
      name: 0,
      phone: 1,
      email: 2,
      birthYear: 3,
      zip: 4,
      consentDate: 5,
      consentHow: 6,
    });
    expect(guessMapping(["First Name", "Last Name", "Mobile Phone", "E-mail", "Language"])).toEqual({
      firstName: 0,
      lastName: 1,
      phone: 2,
      email: 3,
      language: 4,
    });
    expect(guessMapping(["col1", "col2"])).toEqual({});
  });

  it("takes a date or a how for the consent's only when the title names the consent, or is that word alone", () => {
    expect(guessMapping(["Paciente", "Fecha de última visita", "Consent location", "Persona de contacto"])).toEqual({ name: 0 });
    expect(guessMapping(["Patient", "Date of birth", "Consent date", "Consent source"])).toEqual({
      name: 0,
      birthYear: 1,
      consentDate: 2,
      consentHow: 3,
    });
    expect(guessMapping(["Nombre", "Fecha", "Cómo"])).toEqual({ name: 0, consentDate: 1, consentHow: 2 });
    expect(guessMapping(["Nombre", "Plan de mañana", "Solano"])).toEqual({ name: 0 });
  });
});
