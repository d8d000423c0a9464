import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EnrollmentShown } from "../../contract/enrollmentShown";

/**
 * A study's recruitment at this clinic, as its badge says it (contract/enrollment.ts decides which): SPEC's
 * "Now Enrolling" only while the clinic has confirmed it lately.
 */
export const enrollmentLabels: Record<EnrollmentShown, MessageDescriptor> = {
  enrolling: msg`Now Enrolling`,
  unconfirmed: msg`Ask If Still Enrolling`,
  closed: msg`No Longer Enrolling`,
};

/** The badge's colours: green only for "Now Enrolling". */
export const enrollmentBadgeTone: Record<EnrollmentShown, string> = {
  enrolling: "bg-emerald-100 text-emerald-900",
  unconfirmed: "bg-slate-100 text-slate-800",
  closed: "bg-slate-100 text-slate-800",
};
