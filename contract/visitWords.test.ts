import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./language";
import { TEXT_SAMPLE_VALUES } from "./textBudget";
import { visitWhen } from "./visitWords";

describe("a visit's date and time in words (contract/visitWords.ts)", () => {
  it("writes them as docs/content.md does, in clinic time, with no runtime-dependent spaces", () => {
    // Tuesday, December 1, 2026, 9:30 a.m. in California (17:30 UTC).
    expect(visitWhen("2026-12-01T17:30:00.000Z", "en")).toEqual({ date: "Tuesday, December 1", time: "9:30 a.m." });
    expect(visitWhen("2026-12-01T17:30:00.000Z", "es")).toEqual({ date: "martes 1 de diciembre", time: "9:30 a.m." });
    // Noon, the afternoon, and a late evening that is already the next day in UTC.
    expect(visitWhen("2026-12-01T20:00:00.000Z", "en").time).toBe("12:00 p.m.");
    expect(visitWhen("2026-12-01T21:05:00.000Z", "es").time).toBe("1:05 p.m.");
    expect(visitWhen("2026-12-02T06:30:00.000Z", "es")).toEqual({ date: "martes 1 de diciembre", time: "10:30 p.m." });
    expect(visitWhen("2027-03-14T08:00:00.000Z", "en").time).toBe("12:00 a.m.");
  });

  it("never writes a date or time longer than the budget test's values (every day of two years)", () => {
    for (const language of LANGUAGES) {
      let longestDate = "";
      for (let day = 0; day < 731; day++) {
        const { date } = visitWhen(new Date(Date.UTC(2026, 0, 1, 18) + day * 86_400_000), language);
        if (date.length > longestDate.length) longestDate = date;
      }
      expect(longestDate.length, language).toBe(TEXT_SAMPLE_VALUES[language].date.length);
      for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
        const { time } = visitWhen(new Date(Date.UTC(2026, 5, 1, 7) + minutes * 60_000), language);
        expect(time.length).toBeLessThanOrEqual(TEXT_SAMPLE_VALUES[language].time.length);
      }
    }
  });
});
