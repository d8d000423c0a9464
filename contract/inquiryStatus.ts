import { CLOSING_REASONS, isReasonFor, needsReasonCode } from "./closingReasons";

/**
 * The inquiry pipeline's statuses (docs/pipeline.md): the one module that knows which are open and which closed.
 */
export const OPEN_STATUSES = ["new", "contacting", "scheduled"] as const;
export const CLOSED_STATUSES = ["enrolled", "not_eligible", "not_interested", "unreachable", "duplicate", "spam", "resolved"] as const;
export const INQUIRY_STATUSES = [...OPEN_STATUSES, ...CLOSED_STATUSES] as const;

export type ClosedStatus = (typeof CLOSED_STATUSES)[number];
// Only closed statuses take a closing reason (checked here: closingReasons.ts stays below this module).
CLOSING_REASONS satisfies Partial<Record<ClosedStatus, readonly string[]>>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export function isClosedStatus(status: InquiryStatus): status is ClosedStatus {
  return (CLOSED_STATUSES as readonly string[]).includes(status);
}

export type TransitionProblem = "invalid_transition" | "reason_required";

/**
 * Whether an inquiry may move from `from` to `to`: to another status only; back to `new` only as a
 * reopening of a closed inquiry; closing as not eligible, not interested or unreachable needs one of
 * that status's reason codes (contract/closingReasons.ts).
 */
export function transitionProblem(from: InquiryStatus, to: InquiryStatus, reasonCode?: string | null): TransitionProblem | null {
  if (from === to) return "invalid_transition";
  if (to === "new" && !isClosedStatus(from)) return "invalid_transition";
  if (needsReasonCode(to) && !(reasonCode && isReasonFor(to, reasonCode))) return "reason_required";
  return null;
}

/** The statuses an inquiry in `from` can be moved to (reasons aside). */
export function reachableStatuses(from: InquiryStatus): InquiryStatus[] {
  return INQUIRY_STATUSES.filter((to) => to !== from && (to !== "new" || isClosedStatus(from)));
}
