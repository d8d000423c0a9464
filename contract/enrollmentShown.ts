/**
 * What the public pages say of a study's recruitment, from the flag the Worker set by the one rule
 * (contract/enrollment.ts). Kept apart from the rule so that the pages load none of its date arithmetic.
 */
import type { Recruitment } from "./studies.ts";

/** "Now Enrolling" only while recruiting and confirmed; "unconfirmed" (no badge, "ask us") once lapsed; or closed. */
export type EnrollmentShown = "enrolling" | "unconfirmed" | "closed";

export function enrollmentShown(study: { recruitment: Recruitment; needsConfirming: boolean }): EnrollmentShown {
  if (study.recruitment === "closed") return "closed";
  return study.needsConfirming ? "unconfirmed" : "enrolling";
}

/** Whether every one of these studies may be called "looking for participants now". */
export const allEnrolling = (studies: readonly { recruitment: Recruitment; needsConfirming: boolean }[]) =>
  studies.every((study) => enrollmentShown(study) === "enrolling");
