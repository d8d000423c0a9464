import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PrescreenResult } from "../../../../../contract/prescreen";

/** The pre-screen results as staff read them (the inbox badge, the filter, the inquiry page). */
export const prescreenResultLabels: Record<PrescreenResult, MessageDescriptor> = {
  likely_match: msg`Likely match`,
  needs_review: msg`Needs review`,
  not_fit: msg`Does not fit`,
};

export const prescreenBadgeStyles: Record<PrescreenResult, string> = {
  likely_match: "bg-emerald-100 text-emerald-900",
  needs_review: "bg-sky-100 text-sky-900",
  not_fit: "bg-slate-200 text-slate-800",
};
