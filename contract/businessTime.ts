/**
 * Business minutes: time that counts only while the clinic is open (contract/officeHours.ts), in its
 * time zone, DST included. The first-response clock and the overdue queue are measured in these.
 */
import { CLINIC_TIME_ZONE, DAY_MS, nextLocalDay, zoneOffsetMinutes } from "./clinicTime.ts";
import { WEEKLY_HOURS } from "./officeHours.ts";

const MINUTE = 60_000;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar day ("YYYY-MM-DD") an instant falls on in the clinic's zone. */
export function localDayOf(instant: Date, timeZone = CLINIC_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** The instant a local wall-clock time ("HH:MM" on "YYYY-MM-DD") happens in the zone. */
export function localTimeToInstant(day: string, time: string, timeZone = CLINIC_TIME_ZONE): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hours, minutes);
  const guess = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * MINUTE;
  return asUtc - zoneOffsetMinutes(new Date(guess), timeZone) * MINUTE;
}

function weekday(day: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** The open interval of a local day as instants, or null when the clinic is closed that day. */
export function openInterval(day: string): [number, number] | null {
  const hours = WEEKLY_HOURS[weekday(day)];
  return hours ? [localTimeToInstant(day, hours.opens), localTimeToInstant(day, hours.closes)] : null;
}

/**
 * Open minutes in a whole week. Wall-clock hours equal elapsed time on every open day, DST days included:
 * California changes its clocks at 2 AM, when the clinic is closed.
 */
const WEEK_MS = Object.values(WEEKLY_HOURS).reduce((sum, hours) => {
  if (!hours) return sum;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return sum + (minutes(hours.closes) - minutes(hours.opens)) * MINUTE;
}, 0);

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** Whole business minutes between two instants (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date): number {
  if (end <= start) return 0;
  const firstDay = localDayOf(start);
  const lastDay = localDayOf(end);
  const openPart = (day: string) => {
    const open = openInterval(day);
    return open ? Math.max(0, Math.min(open[1], end.getTime()) - Math.max(open[0], start.getTime())) : 0;
  };
  // Walk the first week and the last days one by one; every whole week between counts WEEK_MS.
  const wholeWeeks = Math.max(0, Math.floor((dayCount(firstDay, lastDay) - 7) / 7));
  let total = wholeWeeks * WEEK_MS;
  const headEnd = addDays(firstDay, 7);
  for (let day = firstDay; day !== headEnd; day = nextLocalDay(day)) {
    total += openPart(day);
    if (day === lastDay) return Math.floor(total / MINUTE);
  }
  for (let day = addDays(headEnd, wholeWeeks * 7); ; day = nextLocalDay(day)) {
    total += openPart(day);
    if (day === lastDay) break;
  }
  return Math.floor(total / MINUTE);
}

function previousLocalDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * The instant `minutes` business minutes before `end`: an inquiry created before it has waited longer.
 * Walks back at most 60 days (far more than any target).
 */
export function businessMinutesBefore(end: Date, minutes: number): Date {
  let remaining = minutes * MINUTE;
  let day = localDayOf(end);
  for (let i = 0; i < 60; i++, day = previousLocalDay(day)) {
    const open = openInterval(day);
    if (!open) continue;
    const until = Math.min(open[1], end.getTime());
    const available = until - open[0];
    if (available <= 0) continue;
    if (available >= remaining) return new Date(until - remaining);
    remaining -= available;
  }
  return new Date(localTimeToInstant(day, "00:00"));
}

/** Whether the clinic is open at an instant. */
export function isOpenAt(instant: Date): boolean {
  const open = openInterval(localDayOf(instant));
  return open !== null && instant.getTime() >= open[0] && instant.getTime() < open[1];
}
