import { describe, expect, it } from "vitest";
import {
  businessMinutesBefore,
  businessMinutesBetween,
  isOpenAt,
  localDayOf,
  localTimeToInstant,
  openInterval,
} from "../../contract/businessTime";
import { nextLocalDay } from "../../contract/clinicTime";

/** A local (America/Los_Angeles) wall-clock time as a Date. */
const local = (day: string, time: string) => new Date(localTimeToInstant(day, time));

describe("business minutes (office hours Mon-Thu 8-20, Fri 8-19, closed weekends; Pacific time)", () => {
  it.each([
    ["inside one open day", "2026-11-18", "09:00", "2026-11-18", "09:45", 45],
    ["starting before opening", "2026-11-18", "06:30", "2026-11-18", "08:20", 20],
    ["overnight after hours (Wed 19:50 → Thu 08:10)", "2026-11-18", "19:50", "2026-11-19", "08:10", 20],
    ["entirely after hours", "2026-11-18", "20:05", "2026-11-18", "23:59", 0],
    ["Friday closes at 7 PM (Fri 18:30 → Mon 08:30)", "2026-11-20", "18:30", "2026-11-23", "08:30", 60],
    ["Friday after 7 PM is closed", "2026-11-20", "19:00", "2026-11-20", "20:00", 0],
    ["a weekend counts nothing (Sat → Sun)", "2026-11-21", "10:00", "2026-11-22", "18:00", 0],
    ["a message on Saturday waits until Monday", "2026-11-21", "11:00", "2026-11-23", "09:00", 60],
    ["a full week", "2026-11-16", "00:00", "2026-11-23", "00:00", 4 * 12 * 60 + 11 * 60],
    // DST starts Sunday 2026-03-08 and ends Sunday 2026-11-01 (both weekends): Monday's 8 AM is 8 AM local.
    ["across the spring-forward weekend", "2026-03-06", "18:00", "2026-03-09", "09:00", 120],
    ["across the fall-back weekend", "2026-10-30", "18:00", "2026-11-02", "09:00", 120],
  ])("%s", (_name, fromDay, fromTime, toDay, toTime, expected) => {
    expect(businessMinutesBetween(local(fromDay, fromTime), local(toDay, toTime))).toBe(expected);
  });

  it("maps local opening hours to the right UTC instant on both sides of DST", () => {
    expect(local("2026-03-06", "08:00").toISOString()).toBe("2026-03-06T16:00:00.000Z"); // PST, UTC-8
    expect(local("2026-03-09", "08:00").toISOString()).toBe("2026-03-09T15:00:00.000Z"); // PDT, UTC-7
    expect(local("2026-11-02", "08:00").toISOString()).toBe("2026-11-02T16:00:00.000Z"); // PST again
  });

  it("is zero when the end is not after the start", () => {
    const t = local("2026-11-18", "10:00");
    expect(businessMinutesBetween(t, t)).toBe(0);
    expect(businessMinutesBetween(t, local("2026-11-18", "09:00"))).toBe(0);
  });

  it.each([
    ["during the day", "2026-11-18", "10:30", 60, "2026-11-18", "09:30"],
    ["across the night", "2026-11-19", "08:30", 60, "2026-11-18", "19:30"],
    ["across the weekend, from Monday morning", "2026-11-23", "08:15", 60, "2026-11-20", "18:15"],
    ["from Sunday (closed) back into Friday", "2026-11-22", "12:00", 30, "2026-11-20", "18:30"],
  ])("finds the instant N business minutes before: %s", (_name, day, time, minutes, expectedDay, expectedTime) => {
    const cutoff = businessMinutesBefore(local(day, time), minutes);
    expect(cutoff.toISOString()).toBe(local(expectedDay, expectedTime).toISOString());
    expect(businessMinutesBetween(cutoff, local(day, time))).toBe(minutes);
  });

  it("knows when the clinic is open", () => {
    expect(isOpenAt(local("2026-11-20", "18:59"))).toBe(true);
    expect(isOpenAt(local("2026-11-20", "19:00"))).toBe(false);
    expect(isOpenAt(local("2026-11-21", "12:00"))).toBe(false);
  });
});

describe("business minutes over long spans", () => {
  /** The plain definition, one local day at a time: what the whole-week shortcut must agree with. */
  function dayByDay(start: Date, end: Date): number {
    let total = 0;
    for (let day = localDayOf(start); ; day = nextLocalDay(day)) {
      const open = openInterval(day);
      if (open) total += Math.max(0, Math.min(open[1], end.getTime()) - Math.max(open[0], start.getTime()));
      if (day === localDayOf(end)) break;
    }
    return Math.floor(total / 60_000);
  }

  it("agrees with the day-by-day count for 300 spans of up to two years, across DST changes", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const start = new Date(Date.UTC(2025, 0, 1) + random() * 400 * 86_400_000);
      const end = new Date(start.getTime() + random() * 730 * 86_400_000);
      expect(businessMinutesBetween(start, end), `${start.toISOString()} → ${end.toISOString()}`).toBe(dayByDay(start, end));
    }
    // The day-by-day reference is slow (about 4 s here): room for a busy 2-core machine.
  }, 30_000);

  it("counts 59 open hours in every whole week", () => {
    expect(businessMinutesBetween(local("2026-01-05", "00:00"), local("2027-01-04", "00:00"))).toBe(52 * 59 * 60);
  });
});
