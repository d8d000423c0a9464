import { describe, expect, it } from "vitest";
import { areaCodeTimeZones, KNOWN_AREA_CODES } from "./areaCodes";
import { isTextingTime, nextTextingTime } from "./quietHours";

const NEW_YORK = "+12125550100";
const IMPERIAL = "(760) 555-0142";
const HONOLULU = "+18085550100";
const PHOENIX = "+16025550100";
const GUAM = "+16715550100";
const TORONTO = "+14165550100"; // Canada: not in the table
const at = (iso: string) => new Date(iso);

describe("quiet hours in the person's time zone too (contract/quietHours.ts)", () => {
  it("keeps a 212 number's text at 6:30 p.m. Pacific (9:30 p.m. in New York) for 8:00 a.m. Pacific the next day", () => {
    const evening = at("2026-07-16T01:30:00Z"); // 15 July, 6:30 p.m. PDT
    expect(isTextingTime(evening, NEW_YORK)).toBe(false);
    expect(nextTextingTime(evening, NEW_YORK).toISOString()).toBe("2026-07-16T15:00:00.000Z"); // 8:00 a.m. PDT, 11:00 a.m. EDT
    // 5:59 p.m. Pacific is 8:59 p.m. in New York: still allowed; 6:00 p.m. is not.
    expect(isTextingTime(at("2026-07-16T00:59:00Z"), NEW_YORK)).toBe(true);
    expect(isTextingTime(at("2026-07-16T01:00:00Z"), NEW_YORK)).toBe(false);
  });

  it("leaves a 760 number (the clinic's own zone) as it was", () => {
    const evening = at("2026-07-16T01:30:00Z");
    expect(isTextingTime(evening, IMPERIAL)).toBe(true);
    expect(nextTextingTime(evening, IMPERIAL)).toBe(evening);
    expect(nextTextingTime(at("2026-07-16T05:00:00Z"), IMPERIAL).toISOString()).toBe("2026-07-16T15:00:00.000Z");
  });

  it("uses clinic time alone without a usable number", () => {
    for (const iso of ["2026-03-08T05:30:00Z", "2026-03-08T14:59:00Z", "2026-07-16T01:30:00Z", "2026-11-01T08:30:00Z"]) {
      for (const phone of ["not a number", null, undefined]) {
        expect(isTextingTime(at(iso), phone)).toBe(isTextingTime(at(iso)));
        expect(nextTextingTime(at(iso), phone).toISOString()).toBe(nextTextingTime(at(iso)).toISOString());
      }
    }
  });

  it("gives a +1 number whose area code is unknown the hours open in every state, never clinic time alone", () => {
    for (const phone of [TORONTO, "+18005550100"]) {
      // 8:30 a.m. PDT is 5:30 a.m. in Honolulu; 6:30 p.m. PDT is 9:30 p.m. in New York: both closed.
      expect(isTextingTime(at("2026-07-15T15:30:00Z"), phone)).toBe(false);
      expect(isTextingTime(at("2026-07-16T01:30:00Z"), phone)).toBe(false);
      // 8:00 a.m. in Honolulu is 11:00 a.m. PDT: the first minute open everywhere.
      expect(nextTextingTime(at("2026-07-15T15:30:00Z"), phone).toISOString()).toBe("2026-07-15T18:00:00.000Z");
      expect(isTextingTime(at("2026-07-15T20:00:00Z"), phone)).toBe(true); // 1:00 p.m. PDT
    }
  });

  it("waits for the later morning: Hawaii, and Arizona's standard time in winter", () => {
    // 8:00 a.m. PDT is 5:00 a.m. in Honolulu: wait for 8:00 a.m. there, 11:00 a.m. PDT.
    expect(nextTextingTime(at("2026-07-15T15:00:00Z"), HONOLULU).toISOString()).toBe("2026-07-15T18:00:00.000Z");
    // In January Phoenix is an hour ahead of California: 8:30 p.m. PST is 9:30 p.m. there.
    expect(isTextingTime(at("2026-01-15T04:30:00Z"), PHOENIX)).toBe(false);
    expect(isTextingTime(at("2026-07-16T03:30:00Z"), PHOENIX)).toBe(true); // 8:30 p.m. in both in July
  });

  it("always finds the first instant allowed in both zones", () => {
    const step = 15 * 60_000;
    for (const phone of [NEW_YORK, HONOLULU, PHOENIX, GUAM, "+18505550100", IMPERIAL]) {
      for (let t = Date.parse("2026-03-06T00:00:00Z"); t < Date.parse("2026-03-10T00:00:00Z"); t += 7 * step) {
        const next = nextTextingTime(new Date(t), phone);
        expect(isTextingTime(next, phone), `${phone} ${new Date(t).toISOString()}`).toBe(true);
        expect(next.getTime()).toBeGreaterThanOrEqual(t);
        for (let before = next.getTime() - step; before >= t; before -= step) expect(isTextingTime(new Date(before), phone)).toBe(false);
      }
    }
  });
});

describe("area codes (contract/areaCodes.ts)", () => {
  it("knows each code once, in real time zones", () => {
    expect(new Set(KNOWN_AREA_CODES).size).toBe(KNOWN_AREA_CODES.length);
    for (const code of KNOWN_AREA_CODES) {
      expect(code).toMatch(/^[2-9]\d\d$/);
      for (const zone of areaCodeTimeZones(`+1${code}5550100`))
        expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    }
  });

  it("places numbers by their area code, in any way they are written", () => {
    expect(areaCodeTimeZones("(212) 555-0100")).toEqual(["America/New_York"]);
    expect(areaCodeTimeZones("+1 760 555 0142")).toEqual(["America/Los_Angeles"]);
    expect(areaCodeTimeZones("602-555-0100")).toEqual(["America/Phoenix"]);
    expect(areaCodeTimeZones("+19075550100")).toEqual(["America/Anchorage"]);
    expect(areaCodeTimeZones("+18085550100")).toEqual(["Pacific/Honolulu"]);
    expect(areaCodeTimeZones("+18505550100")).toEqual(["America/New_York", "America/Chicago"]);
    expect(areaCodeTimeZones(TORONTO)).toEqual([]);
    expect(areaCodeTimeZones("+445555010000")).toEqual([]);
  });
});
