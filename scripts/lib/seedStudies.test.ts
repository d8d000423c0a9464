import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedQuestionnaireTexts, seedStudies, seedStudyTexts } from "./seedStudies.ts";

describe("the studies a new database starts with (migrations/0011)", () => {
  it("are three published, recruiting studies in both languages, FINALITY-HF and REDEFINE-HF featured", () => {
    for (const language of ["en", "es"] as const) {
      const { studies, version } = seedStudies(language);
      expect(version).toBe(1);
      expect(studies.map((study) => [study.code, study.recruitment, study.featured])).toEqual([
        ["FINALITY-HF", "recruiting", true],
        ["REDEFINE-HF", "recruiting", true],
        ["CONFIRMATION-HF", "recruiting", false],
      ]);
    }
    expect(seedStudies("es").studies[0]!.text.title).toMatch(/insuficiencia cardíaca/);
  });

  it("have every field in both languages", () => {
    const texts = seedStudyTexts();
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) expect([text.code, text.field, text.es.length > 0]).toEqual([text.code, text.field, true]);
  });

  it("carry draft pre-screening questions for each study, every word in both languages, for the content check", () => {
    const texts = seedQuestionnaireTexts();
    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(["FINALITY-HF v2", "REDEFINE-HF v2", "CONFIRMATION-HF v2"]));
    for (const text of texts) expect([text.field, text.en.length > 0, text.es.length > 0]).toEqual([text.field, true, true]);
    expect(texts.some((text) => text.field === "nextStep")).toBe(true);
  });

  it("are what the client tests' fixtures hold (src/test/fixtures), so the two cannot drift", () => {
    for (const language of ["en", "es"] as const) {
      const fixture: unknown = JSON.parse(readFileSync(`src/test/fixtures/studies.${language}.json`, "utf8"));
      expect(fixture).toEqual(seedStudies(language));
    }
  });
});
