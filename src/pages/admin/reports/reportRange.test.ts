import { describe, expect, it } from "vitest";
import { defaultRange, rangeProblem } from "./reportRange";

describe("the report's date range", () => {
  it("defaults to the last 90 days ending today in California, not in UTC", () => {
    // 02:00 UTC on 1 March is still 28 February (6 PM) in Los Angeles.
    expect(defaultRange(new Date("2026-03-01T02:00:00Z"))).toEqual({ from: "2025-12-01", to: "2026-02-28" });
  });

  it.each([
    ["2026-01-01", "2026-01-01", null],
    ["", "2026-01-01", "missing"],
    ["2026-01-02", "2026-01-01", "before_from"],
    ["9999-01-01", "9999-12-31", "out_of_range"],
    ["2026-02-30", "2026-03-01", "out_of_range"],
    ["2024-01-01", "2025-12-31", null], // 731 days
    ["2024-01-01", "2026-01-01", "range_too_long"],
  ])("%s to %s → %s", (from, to, problem) => {
    expect(rangeProblem(from, to)).toBe(problem);
  });
});
