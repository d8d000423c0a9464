import { describe, expect, it } from "vitest";
import { clinicDayOf, confirmationLapsesAt, confirmationLapsesOn, needsConfirming, parseConfirmationDays } from "./enrollment";
import { allEnrolling, enrollmentShown } from "./enrollmentShown";
import { completionDatePassed, registryDatePassed } from "./registry";

describe('"Now Enrolling" needs a recent confirmation (contract/enrollment.ts)', () => {
  const recruiting = (statusConfirmedOn: string) => ({ recruitment: "recruiting" as const, statusConfirmedOn });

  it("counts a confirmation for STUDY_CONFIRMATION_DAYS days: 90 days ago still does, 91 days ago does not", () => {
    expect(needsConfirming(recruiting("2026-08-27"), "2026-11-25", 90)).toBe(false); // 90 days
    expect(needsConfirming(recruiting("2026-08-26"), "2026-11-25", 90)).toBe(true); // 91 days
    expect(needsConfirming(recruiting("2025-09-15"), "2026-11-25", 90)).toBe(true); // 14 months
    expect(needsConfirming({ recruitment: "closed", statusConfirmedOn: "2025-09-15" }, "2026-11-25", 90)).toBe(false);
    // Across a leap day and a year end, in calendar days.
    expect(needsConfirming(recruiting("2027-12-02"), "2028-03-01", 90)).toBe(false);
    expect(needsConfirming(recruiting("2027-12-01"), "2028-03-01", 90)).toBe(true);
  });

  it("lapses at the start of the clinic's day after the last day that counts", () => {
    expect(confirmationLapsesOn("2026-08-27", 90)).toBe("2026-11-26");
    // Midnight in California (PST, UTC-8) is 08:00 UTC.
    expect(confirmationLapsesAt("2026-08-27", 90).toISOString()).toBe("2026-11-26T08:00:00.000Z");
    expect(clinicDayOf(new Date("2026-11-26T07:59:00Z"))).toBe("2026-11-25");
    expect(clinicDayOf(new Date("2026-11-26T08:00:00Z"))).toBe("2026-11-26");
  });

  it("is what the pages show", () => {
    expect(enrollmentShown({ recruitment: "recruiting", needsConfirming: false })).toBe("enrolling");
    expect(enrollmentShown({ recruitment: "recruiting", needsConfirming: true })).toBe("unconfirmed");
    expect(enrollmentShown({ recruitment: "closed", needsConfirming: false })).toBe("closed");
    expect(allEnrolling([{ recruitment: "recruiting", needsConfirming: false }])).toBe(true);
    expect(
      allEnrolling([
        { recruitment: "recruiting", needsConfirming: false },
        { recruitment: "recruiting", needsConfirming: true },
      ]),
    ).toBe(false);
  });

  it("reads STUDY_CONFIRMATION_DAYS, 90 unless it is a whole number of days", () => {
    expect(parseConfirmationDays("30")).toBe(30);
    for (const value of [undefined, "", "0", "-5", "1.5", "ninety"]) expect(parseConfirmationDays(value)).toBe(90);
  });
});

describe("a registry completion date in the past (contract/registry.ts)", () => {
  it("reads the registry's day, month or year precision", () => {
    expect(registryDatePassed("2026-11-24", "2026-11-25")).toBe(true);
    expect(registryDatePassed("2026-11-25", "2026-11-25")).toBe(false);
    // A month is past once it has ended.
    expect(registryDatePassed("2026-10", "2026-11-25")).toBe(true);
    expect(registryDatePassed("2026-11", "2026-11-25")).toBe(false);
    expect(registryDatePassed("2025", "2026-01-01")).toBe(true);
    expect(registryDatePassed("2026", "2026-12-31")).toBe(false);
    expect(completionDatePassed({ primaryCompletionDate: "2026-06", completionDate: "2026-08" }, "2026-11-25")).toBe(true);
    expect(completionDatePassed({ primaryCompletionDate: "2029-06", completionDate: null }, "2026-11-25")).toBe(false);
    expect(completionDatePassed({}, "2026-11-25")).toBe(false);
  });
});
