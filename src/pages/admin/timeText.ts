import type { I18n } from "@lingui/core";
import { CLINIC_TIME_ZONE } from "../../../contract/clinicTime";
import { TEXTING_HOURS } from "../../../contract/quietHours";
import { formatTime } from "../../shell/OfficeHoursList";

const locale = (i18n: I18n) => (i18n.locale === "es" ? "es-MX" : "en-US");

/**
 * "Tue, Nov 24, 2026, 8:00 AM" / "mar, 24 nov 2026, 8:00 a.m.": an instant in the clinic's time zone (the
 * team works there; a laptop set to another zone must not move a follow-up).
 */
export function clinicDateTime(instant: string, i18n: I18n): string {
  return new Intl.DateTimeFormat(locale(i18n), {
    timeZone: CLINIC_TIME_ZONE,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(instant));
}

/** "Nov 24, 2026" / "24 nov 2026": the day of an instant in the clinic's time zone. */
export function clinicDate(instant: string, i18n: I18n): string {
  return new Intl.DateTimeFormat(locale(i18n), { timeZone: CLINIC_TIME_ZONE, year: "numeric", month: "short", day: "numeric" }).format(
    new Date(instant),
  );
}

/** "3 days ago", "in 2 hours": how far an instant is from now, in words. */
export function relativeTime(instant: string, i18n: I18n, now = Date.now()): string {
  const minutes = Math.round((new Date(instant).getTime() - now) / 60_000);
  const format = new Intl.RelativeTimeFormat(locale(i18n), { numeric: "auto" });
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return format.format(hours, "hour");
  return format.format(Math.round(hours / 24), "day");
}

/** When texts may go out (contract/quietHours.ts), in the language's words: { from: "8:00 AM", until: "9:00 PM" }. */
export function textingHoursText(i18n: I18n): { from: string; until: string } {
  const language = i18n.locale === "es" ? "es" : "en";
  return { from: formatTime(TEXTING_HOURS.from, language), until: formatTime(TEXTING_HOURS.until, language) };
}
