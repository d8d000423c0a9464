/**
 * When the site may say a study is enrolling (docs/studies.md, "Is it still enrolling?"): the one rule.
 *
 * A study the clinic marks as recruiting says "Now Enrolling" only while someone on the team has confirmed
 * that within the last STUDY_CONFIRMATION_DAYS days (`studies.status_confirmed_on`, 90 unless set). Older
 * than that, it needs confirming: the public pages show it without the badge and without "looking for
 * participants now" and ask people to call; the study editor's list and the morning summary name it.
 *
 * The Worker applies the rule when it reads the published studies (`needsConfirming` on each study, for the
 * clinic's local day) and the pages only read that flag, so the server-rendered page and the browser never
 * disagree. What the pages then say is in contract/enrollmentShown.ts, which the public pages import.
 */
import { CLINIC_TIME_ZONE, DAY_MS, startOfLocalDay } from "./clinicTime.ts";
import type { Recruitment } from "./studies.ts";

/** Days a "still recruiting" confirmation counts for, unless STUDY_CONFIRMATION_DAYS says otherwise. */
export const DEFAULT_STUDY_CONFIRMATION_DAYS = 90;

/** STUDY_CONFIRMATION_DAYS read as a whole number of days (1 or more); the default otherwise. */
export function parseConfirmationDays(value: string | undefined): number {
  const days = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(days) && days >= 1 ? days : DEFAULT_STUDY_CONFIRMATION_DAYS;
}

const dayFormatter = new Intl.DateTimeFormat("en-CA", { timeZone: CLINIC_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The clinic's local calendar day ("YYYY-MM-DD") at `now`: the day the rule is applied on. */
export function clinicDayOf(now: Date): string {
  return dayFormatter.format(now);
}

/** Whole calendar days from `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first local day on which a confirmation given on `statusConfirmedOn` no longer counts. */
export function confirmationLapsesOn(statusConfirmedOn: string, days: number): string {
  const [year, month, day] = statusConfirmedOn.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days + 1)).toISOString().slice(0, 10);
}

/** The instant the confirmation lapses (the start of that local day in the clinic's zone). */
export function confirmationLapsesAt(statusConfirmedOn: string, days: number): Date {
  return startOfLocalDay(confirmationLapsesOn(statusConfirmedOn, days));
}

/**
 * Whether a study marked as recruiting was last confirmed more than `days` days before `today` (the
 * clinic's local day): confirmed 90 days ago still counts, 91 days ago does not. A closed study never does.
 */
export function needsConfirming(study: { recruitment: Recruitment; statusConfirmedOn: string }, today: string, days: number): boolean {
  return study.recruitment === "recruiting" && daysBetween(study.statusConfirmedOn, today) > days;
}
