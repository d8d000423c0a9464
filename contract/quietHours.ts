/**
 * When texts may go out (docs/messaging.md): 8:00 a.m. to 9:00 p.m. in the clinic's time zone, every day. A text
 * composed outside these hours waits in the queue for the next allowed minute.
 */
import { localDayOf, localTimeToInstant } from "./businessTime.ts";
import { nextLocalDay } from "./clinicTime.ts";

export const TEXTING_HOURS = { from: "08:00", until: "21:00" } as const;

/** Whether a text may be sent at `instant`. */
export function isTextingTime(instant: Date): boolean {
  const day = localDayOf(instant);
  const t = instant.getTime();
  return t >= localTimeToInstant(day, TEXTING_HOURS.from) && t < localTimeToInstant(day, TEXTING_HOURS.until);
}

/** `instant` itself when texts may go out then; otherwise the next 8:00 a.m., clinic time. */
export function nextTextingTime(instant: Date): Date {
  if (isTextingTime(instant)) return instant;
  const day = localDayOf(instant);
  const opening = localTimeToInstant(day, TEXTING_HOURS.from);
  return new Date(instant.getTime() < opening ? opening : localTimeToInstant(nextLocalDay(day), TEXTING_HOURS.from));
}
