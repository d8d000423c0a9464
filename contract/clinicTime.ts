/** The clinic's time zone: office hours, dates in filters and reports are local to Imperial County. */
export const CLINIC_TIME_ZONE = "America/Los_Angeles";

/** A day of elapsed time (not a local day: those are 23 or 25 hours long twice a year). */
export const DAY_MS = 86_400_000;

/** Minutes the zone is ahead of UTC at `instant` (negative in California). */
export function zoneOffsetMinutes(instant: Date, timeZone = CLINIC_TIME_ZONE): number {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The instant a local calendar day ("2026-03-08") begins in the zone, DST included. */
export function startOfLocalDay(date: string, timeZone = CLINIC_TIME_ZONE): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  let instant = midnightAsUtc - zoneOffsetMinutes(new Date(midnightAsUtc), timeZone) * 60_000;
  // The offset at the guess may differ from the offset at local midnight (a DST change that day).
  const corrected = midnightAsUtc - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The local calendar day after `date`. */
export function nextLocalDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** "2026-11-23 16:05": an instant as the clinic's local date and 24-hour time, which spreadsheets read as a date. */
export function localDateTimeText(instant: Date | string, timeZone = CLINIC_TIME_ZONE): string {
  const parts = partsFormatter(timeZone).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

/** Today's date in the clinic's calendar ("2026-11-26"), whatever the device's time zone. */
export const clinicToday = (now = new Date()): string => localDateTimeText(now).slice(0, 10);
