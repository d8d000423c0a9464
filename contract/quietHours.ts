/**
 * When texts may go out (docs/messaging.md): 8:00 a.m. to 9:00 p.m. in the clinic's time zone and, when the number's
 * area code tells where the person is (contract/areaCodes.ts), in theirs too: the stricter of the two; a +1 number whose
 * area code the table does not know gets the hours open in every state. A text
 * composed outside these hours waits in the queue for the next allowed minute.
 */
import { areaCodeTimeZones } from "./areaCodes.ts";
import { toE164 } from "./phone.ts";
import { localDayOf, localTimeToInstant } from "./businessTime.ts";
import { CLINIC_TIME_ZONE, nextLocalDay } from "./clinicTime.ts";

export const TEXTING_HOURS = { from: "08:00", until: "21:00" } as const;

/**
 * Where a number whose area code the table does not know may be: anywhere in the states, so the hours open in
 * all of them (about 10:00 a.m. to 6:00 p.m. in California), never the clinic's hours alone.
 */
const ANY_STATE = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu"];

function zonesOf(phone: string | null | undefined): string[] {
  const known = phone ? areaCodeTimeZones(phone) : [];
  const unknown = phone && known.length === 0 && /^\+1/.test(toE164(phone) ?? "");
  return [...new Set([CLINIC_TIME_ZONE, ...(unknown ? ANY_STATE : known)])];
}

function allowedIn(instant: Date, timeZone: string): boolean {
  const day = localDayOf(instant, timeZone);
  const t = instant.getTime();
  return t >= localTimeToInstant(day, TEXTING_HOURS.from, timeZone) && t < localTimeToInstant(day, TEXTING_HOURS.until, timeZone);
}

/** The next 8:00 a.m. in the zone after a moment outside texting hours there. */
function nextOpening(instant: Date, timeZone: string): number {
  const day = localDayOf(instant, timeZone);
  const opening = localTimeToInstant(day, TEXTING_HOURS.from, timeZone);
  return instant.getTime() < opening ? opening : localTimeToInstant(nextLocalDay(day), TEXTING_HOURS.from, timeZone);
}

/** Whether a text to `phone` may be sent at `instant` (without a phone: clinic time; an unknown +1 area code: every state's). */
export function isTextingTime(instant: Date, phone?: string | null): boolean {
  return zonesOf(phone).every((zone) => allowedIn(instant, zone));
}

/** `instant` itself when a text to `phone` may go out then; otherwise the first instant allowed in every zone. */
export function nextTextingTime(instant: Date, phone?: string | null): Date {
  const zones = zonesOf(phone);
  // The latest of the closed zones' next openings is a lower bound of the answer: move there until every zone
  // agrees (their daily windows overlap, so this ends within a few steps).
  let candidate = instant;
  for (let step = 0; step < 8; step++) {
    const closed = zones.filter((zone) => !allowedIn(candidate, zone));
    if (closed.length === 0) break;
    candidate = new Date(Math.max(...closed.map((zone) => nextOpening(candidate, zone))));
  }
  return candidate;
}
