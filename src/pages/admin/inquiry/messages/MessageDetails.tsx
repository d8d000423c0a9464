import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDto } from "../../../../../contract/messaging";
import { clinicDateTime } from "../../timeText";
import { blockLabels, messageStatusLabels } from "../../labels";
import { UnclearOwner } from "./UnclearOwner";

const statusStyle: Record<MessageDto["status"], string> = {
  queued: "bg-amber-100 text-amber-950",
  sending: "bg-amber-100 text-amber-950",
  sent: "bg-sky-100 text-sky-950",
  delivered: "bg-emerald-100 text-emerald-950",
  received: "bg-violet-100 text-violet-950",
  failed: "bg-red-100 text-red-900",
  cancelled: "bg-slate-200 text-slate-900",
};

/** Why the site held back a text (worker/messaging/confirmation.ts and the outbox's monthly cap); a country it
 * does not text is a channel block (blockLabels). */
const heldLabels: Record<string, MessageDescriptor> = {
  daily_limit: msg`The site reached its daily limit of confirmation texts.`,
  number_daily_limit: msg`This number reached its daily limit of confirmation texts.`,
  // worker/messaging/textCap.ts: the consent promises at most SMS_TEXTS_PER_MONTH texts in any 30 days.
  monthly_limit: msg`This number already got the most texts the person agreed to in 30 days (10). Call or e-mail instead.`,
};

/** A text or e-mail on the timeline: its words, where it stands, and what was not kept. */
export function MessageDetails({ message }: { message: MessageDto }) {
  const { i18n } = useLingui();
  const reason = message.failureReason;
  const label = reason ? (blockLabels[reason as keyof typeof blockLabels] ?? heldLabels[reason]) : undefined;
  const ourReason = label ? i18n._(label) : reason;
  return (
    <div className="mt-1 space-y-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`badge px-2 py-0.5 font-semibold ${statusStyle[message.status]}`} data-testid="message-status">
          {i18n._(messageStatusLabels[message.status])}
        </span>
        {message.status === "queued" && message.sendAfter ? (
          <span className="text-slate-700">
            <Trans>Goes out {clinicDateTime(message.sendAfter, i18n)}</Trans>
          </span>
        ) : null}
        {(message.status === "failed" || message.status === "cancelled") && ourReason ? (
          <span className="text-slate-700">
            <Trans>Reason: {ourReason}</Trans>
          </span>
        ) : null}
      </p>
      {message.subject ? (
        <p dir="auto" className="text-sm font-semibold text-slate-800 [unicode-bidi:plaintext]">
          {message.subject}
        </p>
      ) : null}
      {message.body !== null ? (
        <p
          dir="auto"
          className="rounded-lg bg-slate-50 p-2 whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200 [unicode-bidi:plaintext]"
        >
          {message.body}
        </p>
      ) : null}
      {message.attachmentsDropped > 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>{message.attachmentsDropped} attachment(s) not kept: ask the person to bring them to the visit instead.</Trans>
        </p>
      ) : null}
      {message.fromOtherAddress ? (
        <p className="text-sm font-medium text-amber-900">
          <Trans>Sent from an address other than the one in the inquiry.</Trans>
        </p>
      ) : null}
      {message.ownerUnclear ? <UnclearOwner messageId={message.id} /> : null}
      {message.direction === "in" && reason === "other_inquiry" ? (
        <p className="text-sm text-slate-700">
          <Trans>Staff gave this reply to another inquiry with the same number; its words are kept there.</Trans>
        </p>
      ) : null}
    </div>
  );
}
