import { describe, expect, it } from "vitest";
import { checkPatientText } from "./textRules/checkText";
import { parseRegistryConsentMonths, parseRegistryRetentionDays } from "./registrySettings";
import { consentEndsAt, REGISTRY_CONSENT_STATEMENTS, volunteerConsentState } from "./volunteers";

describe("a registry consent's end", () => {
  it("falls on the same day months later, or the month's last day when that one is shorter", () => {
    expect(consentEndsAt("2026-03-08T18:30:00.000Z", 12)).toBe("2027-03-08T18:30:00.000Z");
    expect(consentEndsAt("2027-01-31T12:00:00.000Z", 1)).toBe("2027-02-28T12:00:00.000Z");
    expect(consentEndsAt("2028-02-29T12:00:00.000Z", 12)).toBe("2029-02-28T12:00:00.000Z");
  });

  it("reads REGISTRY_CONSENT_MONTHS as 1-36 whole months (else 12), REGISTRY_RETENTION_DAYS as whole days (else 30)", () => {
    expect(parseRegistryConsentMonths("6")).toBe(6);
    for (const value of [undefined, "", "0", "1.5", "48", "twelve"]) expect(parseRegistryConsentMonths(value)).toBe(12);
    expect(parseRegistryRetentionDays("45")).toBe(45);
    for (const value of [undefined, "", "0", "-3", "2.5", "thirty"]) expect(parseRegistryRetentionDays(value)).toBe(30);
  });

  it("is due for renewal in its last 30 days; withdrawn wins over everything", () => {
    const now = new Date("2026-11-26T12:00:00.000Z");
    const ends = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(volunteerConsentState({ consentEndsAt: ends(31), withdrawnAt: null }, now)).toBe("active");
    expect(volunteerConsentState({ consentEndsAt: ends(30), withdrawnAt: null }, now)).toBe("renewal_due");
    expect(volunteerConsentState({ consentEndsAt: ends(0), withdrawnAt: null }, now)).toBe("expired");
    expect(volunteerConsentState({ consentEndsAt: ends(200), withdrawnAt: now.toISOString() }, now)).toBe("withdrawn");
  });

  it("says the same thing in both languages, within the patient-text rules (reading level, banned phrases)", () => {
    for (const statement of Object.values(REGISTRY_CONSENT_STATEMENTS)) {
      expect(checkPatientText(statement.en, "en").problems).toEqual([]);
      expect(checkPatientText(statement.es, "es").problems).toEqual([]);
      expect(statement.en).toMatch(/future studies/);
      expect(statement.es).toMatch(/estudios futuros/);
      expect(statement.en).toMatch(/leave this list at any time/);
      expect(statement.es).toMatch(/salir de esta lista cuando quiera/);
    }
  });
});
