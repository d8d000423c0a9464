/**
 * The follow-up cadence (docs/pipeline.md): the one rule for when an open inquiry's next step is due after a
 * contact attempt. Peers use about the same (Medpace: three attempts, then "could not reach" after two
 * weeks). Business days are the days the clinic opens (contract/officeHours.ts), in its time zone.
 */
import { localDayOf, openInterval } from "./businessTime";
import { DAY_MS, nextLocalDay } from "./clinicTime";
import type { ContactOutcome } from "./contactAttempts";

export const FOLLOW_UP = {
  /** Business days after the 1st and 2nd unanswered attempt until the next one is due. */
  businessDaysAfterAttempt: [1, 2],
  /** After this many unanswered attempts, and this many days since the first, offer "unreachable". */
  attemptsBeforeGivingUp: 3,
  daysBeforeGivingUp: 14,
} as const;

/**
 * "reply": the person wrote back and is waiting for an answer (due at once); "visit_outcome": a visit's
 * time has passed, record whether they came; "reschedule": the person asked to move their visit.
 */
export const NEXT_STEP_KINDS = ["follow_up", "offer_unreachable", "custom", "reply", "visit_outcome", "reschedule"] as const;
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];
export type NextStep = { kind: NextStepKind; at: string };

/** Outcomes that leave the person still to be reached: the cadence schedules another try. */
export const UNANSWERED_OUTCOMES: readonly ContactOutcome[] = ["no_answer", "left_message", "sent"];

/** When the clinic opens on the `count`-th business day after the local day of `after`. */
export function openingAfterBusinessDays(after: Date, count: number): Date {
  let day = localDayOf(after);
  for (let found = 0; found < count;) {
    day = nextLocalDay(day);
    if (openInterval(day)) found++;
  }
  return new Date(openInterval(day)![0]);
}

/**
 * The next step after an attempt: another try by the cadence when nobody answered, "offer unreachable"
 * once the tries are used up (or the number was wrong), nothing when the person was reached (staff
 * decide what comes next).
 */
export function nextStepAfterAttempt(attempt: {
  outcome: ContactOutcome;
  at: Date;
  attemptCount: number;
  firstAttemptAt: Date;
}): NextStep | null {
  const { outcome, at, attemptCount, firstAttemptAt } = attempt;
  if (outcome === "wrong_number") return { kind: "offer_unreachable", at: at.toISOString() };
  if (!UNANSWERED_OUTCOMES.includes(outcome)) return null;
  const delay = FOLLOW_UP.businessDaysAfterAttempt[attemptCount - 1];
  if (attemptCount < FOLLOW_UP.attemptsBeforeGivingUp && delay !== undefined) {
    return { kind: "follow_up", at: openingAfterBusinessDays(at, delay).toISOString() };
  }
  const giveUpAt = Math.max(at.getTime(), firstAttemptAt.getTime() + FOLLOW_UP.daysBeforeGivingUp * DAY_MS);
  return { kind: "offer_unreachable", at: new Date(giveUpAt).toISOString() };
}
