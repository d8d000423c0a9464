/**
 * Why an inquiry was closed, as codes a report can count (docs/pipeline.md): a short list per closed status,
 * each with an optional note. Statuses that explain themselves (enrolled, duplicate, spam, SPEC's
 * "resolved") take no code.
 */
export const CLOSING_REASONS = {
  not_eligible: ["age", "diagnosis", "medication", "lab_values", "distance", "other"],
  not_interested: ["time", "travel", "placebo", "family", "other"],
  unreachable: ["no_answer", "wrong_number", "other"],
} as const;

export type ReasonedStatus = keyof typeof CLOSING_REASONS;
export type ClosingReason = (typeof CLOSING_REASONS)[ReasonedStatus][number];
export const ALL_CLOSING_REASONS = [...new Set(Object.values(CLOSING_REASONS).flat())] as ClosingReason[];

export function needsReasonCode(status: string): status is ReasonedStatus {
  return status in CLOSING_REASONS;
}

export function isReasonFor(status: ReasonedStatus, code: string): boolean {
  return (CLOSING_REASONS[status] as readonly string[]).includes(code);
}
