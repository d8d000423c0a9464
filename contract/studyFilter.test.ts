import { describe, expect, it } from "vitest";
import type { PublicStudyDto, PublishedStudiesDto } from "./studies";
import seedEn from "../src/test/fixtures/studies.en.json";
import seedEs from "../src/test/fixtures/studies.es.json";
import { filterStudies, parseCategory, studyFilterOf, studyFilterQuery } from "./studyFilter";

// The studies a new database starts with (migrations), as the pages receive them in each language.
const studies = (seedEn as PublishedStudiesDto).studies;
const spanish = (seedEs as PublishedStudiesDto).studies;
const ids = (list: PublicStudyDto[]) => list.map((s) => s.code);

describe("study filtering (docs/product.md#validation)", () => {
  it("shows every study with no search and category 'all'", () => {
    expect(ids(filterStudies(studies, "", "all"))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
  });

  it("matches title or description case-insensitively", () => {
    expect(ids(filterStudies(studies, "REDUCED EJECTION", "all"))).toEqual(["FINALITY-HF"]);
    expect(ids(filterStudies(studies, "empagliflozin", "all"))).toEqual(["CONFIRMATION-HF"]);
    expect(ids(filterStudies(studies, "  Finerenone ", "all"))).toHaveLength(3);
    expect(filterStudies(studies, "oncology", "all")).toEqual([]);
  });

  it("also searches the study ID and the eligibility list", () => {
    expect(ids(filterStudies(studies, "potassium", "all"))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(ids(filterStudies(studies, "redefine-hf", "all"))).toEqual(["REDEFINE-HF"]);
    expect(ids(filterStudies(studies, "FINALITY", "all"))).toEqual(["FINALITY-HF"]);
    expect(ids(filterStudies(studies, "did not tolerate", "all"))).toEqual(["FINALITY-HF"]);
  });

  it("filters by exact category, combined with the search", () => {
    expect(filterStudies(studies, "", "cardiology")).toHaveLength(3);
    expect(filterStudies(studies, "", "nephrology")).toEqual([]);
    expect(ids(filterStudies(studies, "hospital", "cardiology"))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(filterStudies(studies, "hospital", "pulmonology")).toEqual([]);
  });

  it("searches the page's language's text", () => {
    expect(ids(filterStudies(spanish, "EMPAGLIFLOZINA", "all"))).toEqual(["CONFIRMATION-HF"]);
    expect(filterStudies(spanish, "empagliflozin,", "all")).toEqual([]);
  });

  it("ignores accents and case, both ways", () => {
    expect(ids(filterStudies(spanish, "corazon", "all"))).toEqual(["FINALITY-HF", "REDEFINE-HF"]);
    expect(ids(filterStudies(spanish, "CORAZÓN", "all"))).toEqual(["FINALITY-HF", "REDEFINE-HF"]);
    expect(ids(filterStudies(spanish, "bombea con poca fuerza", "all"))).toEqual(["FINALITY-HF"]);
    expect(ids(filterStudies(spanish, "riñones", "all"))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(ids(filterStudies(spanish, "rinones", "all"))).toEqual(["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"]);
    expect(ids(filterStudies(spanish, "cardiaca", "all"))).toHaveLength(3);
    expect(filterStudies(spanish, "oncología", "all")).toEqual([]);
  });

  it("reads only known categories from the URL", () => {
    expect(parseCategory("vaccines")).toBe("vaccines");
    expect(parseCategory("Vaccines")).toBe("all");
    expect(parseCategory("<script>")).toBe("all");
    expect(parseCategory(null)).toBe("all");
  });
});

describe("a list's filter in its URL (what the Worker renders without JavaScript)", () => {
  const of = (query: string) => studyFilterOf(new URLSearchParams(query));
  it("reads the search (trimmed, at most 100 characters) and a known category; nothing else is a filter", () => {
    expect(of("q=%20coraz%C3%B3n%20&category=cardiology")).toEqual({ q: "corazón", category: "cardiology" });
    expect(of("q=" + "a".repeat(150))?.q).toHaveLength(100);
    expect(of("category=Vaccines")).toBeNull();
    expect(of("q=%20%20&utm_source=flyer")).toBeNull();
    expect(of("")).toBeNull();
  });
  it("writes it back the same way whatever order it came in, so one filter is one cache key", () => {
    expect(studyFilterQuery(of("category=vaccines&q=flu")!)).toBe("?q=flu&category=vaccines");
    expect(studyFilterQuery({ q: "", category: "vaccines" })).toBe("?category=vaccines");
    expect(studyFilterQuery({ q: "", category: "all" })).toBe("");
  });
});
