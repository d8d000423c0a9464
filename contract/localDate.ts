import { z } from "./zod";

/** The calendar dates anything here can refer to; outside them date arithmetic stops being meaningful. */
export const FIRST_LOCAL_DATE = "2000-01-01";
export const LAST_LOCAL_DATE = "2099-12-31";

/** Whether `value` is a calendar date ("2026-03-08") that exists, within the range above. */
export function isLocalDate(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString().startsWith(value) &&
    value >= FIRST_LOCAL_DATE &&
    value <= LAST_LOCAL_DATE
  );
}

/** A calendar date in the clinic's time zone (America/Los_Angeles): filters and report ranges. */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date", abort: true })
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
    error: "invalid_date",
    abort: true,
  })
  .refine((value) => value >= FIRST_LOCAL_DATE && value <= LAST_LOCAL_DATE, { error: "out_of_range" });
