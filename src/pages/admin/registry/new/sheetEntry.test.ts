import { describe, expect, it } from "vitest";
import { volunteerSheetSchema } from "../../../../../contract/volunteerSheet";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../../../../../contract/volunteers";
import { formFieldOf, sheetFieldProblems, sheetFromForm, statementVersions } from "./sheetEntry";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the sheet form's fields as the API's body", () => {
  it("sends what was typed, trimmed, and the server's schema accepts it", () => {
    const sheet = sheetFromForm(
      form([
        ["source", "event_sheet"],
        ["how", "  Feria de salud, Calexico  "],
        ["signedOn", "2026-11-20"],
        ["consentVersion", CURRENT_REGISTRY_STATEMENT],
        ["name", " Rosa Elena Núñez "],
        ["phone", "(760) 555-0123"],
        ["email", ""],
        ["language", "es"],
        ["birthYear", "1961"],
        ["zip", "92231"],
        ["topics", "diabetes"],
        ["topics", "hypertension"],
        ["topics", "not-a-topic"],
        ["channels", "text"],
        ["channels", "phone"],
        ["textConsent", "yes"],
        ["submissionId", "6b0f7a4e-3c1d-4e8a-9f2b-1a2b3c4d5e6f"],
      ]),
    );
    expect(sheet).toEqual({
      source: "event_sheet",
      how: "Feria de salud, Calexico",
      signedOn: "2026-11-20",
      consentVersion: CURRENT_REGISTRY_STATEMENT,
      name: "Rosa Elena Núñez",
      phone: "(760) 555-0123",
      email: undefined,
      language: "es",
      birthYear: 1961,
      zip: "92231",
      topics: ["diabetes", "hypertension"],
      channels: ["text", "phone"],
      textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
      submissionId: "6b0f7a4e-3c1d-4e8a-9f2b-1a2b3c4d5e6f",
    });
    expect(volunteerSheetSchema.safeParse(sheet).success).toBe(true);
  });

  it("sends no yes to texts unless the sheet's box is ticked, and the server then refuses texts", () => {
    const sheet = sheetFromForm(
      form([
        ["name", "Ana"],
        ["phone", "7605550123"],
        ["channels", "text"],
        ["how", "Feria"],
      ]),
    );
    expect(sheet.textConsentVersion).toBeUndefined();
    const parsed = volunteerSheetSchema.safeParse({ ...sheet, signedOn: "2026-11-20", consentVersion: CURRENT_REGISTRY_STATEMENT });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => formFieldOf(issue.path.join(".")))).toContain("textConsent");
  });

  it("offers today's statement first and has words for every code the server gives a sheet", () => {
    expect(statementVersions[0]).toBe(CURRENT_REGISTRY_STATEMENT);
    for (const code of [
      "required",
      "phone_or_email",
      "invalid_phone",
      "invalid_email",
      "adults_only",
      "invalid_zip",
      "in_future",
      "consent_expired",
      "invalid_date",
    ])
      expect(sheetFieldProblems[code], code).toBeDefined();
  });
});
