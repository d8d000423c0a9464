/**
 * The inquiry timeline's contract (docs/pipeline.md): what staff may append, and what the API returns.
 */
import { ALL_CLOSING_REASONS, type ClosingReason } from "./closingReasons";
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, type ContactChannel, type ContactOutcome } from "./contactAttempts";
import type { NextStep } from "./followUp";
import { INQUIRY_STATUSES, type InquiryStatus } from "./inquiryStatus";
import type { ConsentAction, MessageDto } from "./messaging";
import { multilineText } from "./textPolicy";
import type { VisitType } from "./visits";
import { z } from "./zod";

export const EVENT_TYPES = [
  "created",
  "note",
  "contact_attempt",
  "status",
  "assign",
  "next_step",
  "erased",
  "notification_failed",
  "message",
  "consent",
  "visit",
  /** A text that may ask to stop texts (contract/smsKeywords.ts): kept as a reply, and staff are told to read it. */
  "possible_opt_out",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export { CONTACT_CHANNELS, CONTACT_OUTCOMES, type ContactChannel, type ContactOutcome } from "./contactAttempts";
/** What a "visit" event records (contract/visits.ts): booked, moved, its state changed, or the person asked to change it. */
export const VISIT_ACTIONS = ["booked", "confirmed", "attended", "no_show", "cancelled", "rescheduled", "change_requested"] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

export const EVENT_TEXT_LIMIT = 2000;

// What staff type on the timeline follows the same text policy as what visitors send.
const staffText = multilineText(EVENT_TEXT_LIMIT, { required: false });

export const eventInputSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("note"), text: multilineText(EVENT_TEXT_LIMIT) }),
    z
      .strictObject({
        type: z.literal("contact_attempt"),
        channel: z.enum(CONTACT_CHANNELS, { error: "invalid" }),
        outcome: z.enum(CONTACT_OUTCOMES, { error: "invalid" }),
        text: staffText.optional(),
      })
      // "Sent" is what a text or an e-mail does; a call or a visit is answered or not.
      .refine(
        (attempt) =>
          (attempt.outcome === "sent") === (attempt.channel === "text" || attempt.channel === "email") || attempt.outcome === "reached",
        {
          error: "outcome_not_for_channel",
          path: ["outcome"],
        },
      ),
    z.strictObject({
      type: z.literal("status"),
      status: z.enum(INQUIRY_STATUSES, { error: "invalid" }),
      /** Required when closing as not eligible, not interested or unreachable (contract/closingReasons.ts). */
      reasonCode: z.enum(ALL_CLOSING_REASONS as [ClosingReason, ...ClosingReason[]], { error: "invalid" }).optional(),
      /** An optional note on the reason. */
      reason: staffText.optional(),
    }),
    z.strictObject({ type: z.literal("assign"), staffId: z.number({ error: "invalid" }).int().positive().nullable() }),
    z.strictObject({
      type: z.literal("next_step"),
      /** When to try again (an instant), or null to clear the next step. */
      at: z.iso.datetime({ offset: false, error: "invalid" }).nullable(),
      text: staffText.optional(),
    }),
  ],
  { error: "invalid" },
);
export type EventInput = z.input<typeof eventInputSchema>;

export type InquiryEventDto = {
  id: number;
  at: string;
  type: EventType;
  actor: { id: number; displayName: string } | null;
  text: string | null;
  channel: ContactChannel | null;
  outcome: ContactOutcome | null;
  fromStatus: InquiryStatus | null;
  toStatus: InquiryStatus | null;
  reason: string | null;
  reasonCode: ClosingReason | null;
  assignee: { id: number; displayName: string } | null;
  nextStep: NextStep | null;
  /** A "message" event's text or e-mail, with its delivery status. */
  message: MessageDto | null;
  /** A "consent" event: the person opted in to or out of `channel`. */
  consentAction: ConsentAction | null;
  /** A "visit" event: which visit (as it is now), what happened, and who confirmed or cancelled it. */
  visit: {
    id: number;
    action: VisitAction;
    type: VisitType;
    startAt: string;
    studyId: string | null;
    by: "person" | "clinic" | null;
  } | null;
};
