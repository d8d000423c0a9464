/**
 * The inquiry pipeline's statuses (DESIGN §7): the one module that knows which are open and which closed.
 */
export const OPEN_STATUSES = ["new", "contacting", "scheduled"] as const;
export const CLOSED_STATUSES = [
  "enrolled",
  "not_eligible",
  "not_interested",
  "unreachable",
  "duplicate",
  "spam",
  "resolved",
] as const;
export const INQUIRY_STATUSES = [...OPEN_STATUSES, ...CLOSED_STATUSES] as const;

export type OpenStatus = (typeof OPEN_STATUSES)[number];
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export function isClosedStatus(status: InquiryStatus): status is ClosedStatus {
  return (CLOSED_STATUSES as readonly string[]).includes(status);
}
