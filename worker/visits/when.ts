import { and, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { openInterval } from "../../contract/businessTime";
import { isRepeatedLocalTime, localInstant, type BookingWarning, type RescheduleVisitInput } from "../../contract/visits";
import { admins, visits } from "../db/schema";
import type { VisitProblem } from "./problems";

const MINUTE_MS = 60_000;
/** The longest visit (contract/visits.ts): how far back an overlapping visit can start. */
const LONGEST_VISIT_MS = 480 * MINUTE_MS;

export type CheckedWhen = { ok: true; start: Date; end: Date; staffName: string; warnings: BookingWarning[] };

/**
 * Checks a visit's time and staff member (docs/visits.md): a real local time (not the hour DST skips), not in
 * the past, an active staff member; then what the coordinator must confirm: a time outside office hours,
 * or an overlap with another visit of the same staff member (`sameVisit`: the calendar uid being moved).
 */
export async function checkWhen(
  db: DrizzleD1Database,
  input: Pick<RescheduleVisitInput, "date" | "time" | "durationMinutes" | "staffId" | "confirm">,
  now: Date,
  sameVisit?: string,
): Promise<CheckedWhen | VisitProblem> {
  const start = localInstant(input.date, input.time);
  if (!start)
    return {
      ok: false,
      status: 400,
      code: "invalid_time",
      message: "That time does not exist on that day (the clocks change).",
      fields: { time: ["not_a_time"] },
    };
  if (start.getTime() < now.getTime() - MINUTE_MS)
    return {
      ok: false,
      status: 400,
      code: "invalid_time",
      message: "A visit cannot be booked in the past.",
      fields: { date: ["in_past"] },
    };
  const staff = await db
    .select({ name: admins.displayName })
    .from(admins)
    .where(and(eq(admins.id, input.staffId), eq(admins.active, true)))
    .get();
  if (!staff)
    return {
      ok: false,
      status: 400,
      code: "unknown_staff",
      message: "No active staff account has that id.",
      fields: { staffId: ["unknown_staff"] },
    };
  const end = new Date(start.getTime() + input.durationMinutes * MINUTE_MS);

  const warnings: BookingWarning[] = [];
  if (isRepeatedLocalTime(input.date, input.time)) warnings.push("repeated_hour");
  const open = openInterval(input.date);
  if (!open || start.getTime() < open[0] || end.getTime() > open[1]) warnings.push("outside_office_hours");
  const nearby = await db
    .select({ startAt: visits.startAt, durationMinutes: visits.durationMinutes })
    .from(visits)
    .where(
      and(
        eq(visits.staffId, input.staffId),
        inArray(visits.state, ["booked", "confirmed"]),
        lt(visits.startAt, end.toISOString()),
        gt(visits.startAt, new Date(start.getTime() - LONGEST_VISIT_MS).toISOString()),
        sameVisit ? ne(visits.uid, sameVisit) : undefined,
      ),
    )
    .limit(50)
    .all();
  if (nearby.some((other) => new Date(other.startAt).getTime() + other.durationMinutes * MINUTE_MS > start.getTime()))
    warnings.push("overlap");

  const unconfirmed = warnings.filter((warning) => !input.confirm?.includes(warning));
  if (unconfirmed.length > 0) {
    return {
      ok: false,
      status: 409,
      code: "needs_confirmation",
      message: "Please confirm this time: it is outside office hours, overlaps another visit or happens twice that night.",
      fields: { warnings: unconfirmed },
    };
  }
  return { ok: true, start, end, staffName: staff.name, warnings };
}
