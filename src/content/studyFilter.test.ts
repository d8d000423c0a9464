import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activateLocale } from "../i18n/activate";
import { studies } from "./studies";
import { filterStudies, parseCategory } from "./studyFilter";

const ids = (list: typeof studies) => list.map((s) => s.studyId);

describe("study filtering (docs/product.md#validation)", () => {
  it("shows every study with no search and category 'all'", () => {
    expect(ids(filterStudies(studies, "", "all", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
  });

  it("matches title or description case-insensitively", () => {
    expect(ids(filterStudies(studies, "REDUCED EJECTION", "all", i18n))).toEqual(["FINALITY-HF"]);
    expect(ids(filterStudies(studies, "empagliflozin", "all", i18n))).toEqual(["CONFIRMATION-HF"]);
    expect(ids(filterStudies(studies, "  Finerenone ", "all", i18n))).toHaveLength(3);
    expect(filterStudies(studies, "oncology", "all", i18n)).toEqual([]);
  });

  it("also searches the study ID and the eligibility list", () => {
    expect(ids(filterStudies(studies, "potassium", "all", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(ids(filterStudies(studies, "redefine-hf", "all", i18n))).toEqual(["REDEFINE-HF"]);
    expect(ids(filterStudies(studies, "FINALITY", "all", i18n))).toEqual(["FINALITY-HF"]);
    expect(ids(filterStudies(studies, "did not tolerate", "all", i18n))).toEqual(["FINALITY-HF"]);
  });

  it("filters by exact category, combined with the search", () => {
    expect(filterStudies(studies, "", "cardiology", i18n)).toHaveLength(3);
    expect(filterStudies(studies, "", "nephrology", i18n)).toEqual([]);
    expect(ids(filterStudies(studies, "hospital", "cardiology", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(filterStudies(studies, "hospital", "pulmonology", i18n)).toEqual([]);
  });

  it("searches the active language's text", async () => {
    await activateLocale("es");
    expect(ids(filterStudies(studies, "EMPAGLIFLOZINA", "all", i18n))).toEqual(["CONFIRMATION-HF"]);
    expect(filterStudies(studies, "empagliflozin,", "all", i18n)).toEqual([]);
  });

  it("ignores accents and case, both ways", async () => {
    await activateLocale("es");
    expect(ids(filterStudies(studies, "corazon", "all", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF"]);
    expect(ids(filterStudies(studies, "CORAZÓN", "all", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF"]);
    expect(ids(filterStudies(studies, "bombea con poca fuerza", "all", i18n))).toEqual(["FINALITY-HF"]);
    expect(ids(filterStudies(studies, "riñones", "all", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(ids(filterStudies(studies, "rinones", "all", i18n))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(ids(filterStudies(studies, "cardiaca", "all", i18n))).toHaveLength(3);
    expect(filterStudies(studies, "oncología", "all", i18n)).toEqual([]);
  });

  it("reads only known categories from the URL", () => {
    expect(parseCategory("vaccines")).toBe("vaccines");
    expect(parseCategory("Vaccines")).toBe("all");
    expect(parseCategory("<script>")).toBe("all");
    expect(parseCategory(null)).toBe("all");
  });
});
