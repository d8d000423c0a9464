import { localDayOf } from "../../../../contract/businessTime";
import { isLocalDate } from "../../../../contract/localDate";
import { daysBetween, REPORT_MAX_DAYS } from "../../../../contract/reports";

const DEFAULT_DAYS = 90;

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The last 90 days up to today, in the clinic's time zone. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = localDayOf(now);
  return { from: addDays(to, -(DEFAULT_DAYS - 1)), to };
}

/** Why a range cannot be asked for, before asking the server (which checks the same). */
export function rangeProblem(from: string, to: string): "missing" | "out_of_range" | "before_from" | "range_too_long" | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(from) || !/^\d{4}-\d\d-\d\d$/.test(to)) return "missing";
  if (!isLocalDate(from) || !isLocalDate(to)) return "out_of_range";
  if (to < from) return "before_from";
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS) return "range_too_long";
  return null;
}
