import { z } from "./zod";

/** A calendar date ("2026-03-08") that exists, in the clinic's time zone: filters and report ranges. */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date" })
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), { error: "invalid_date" });
