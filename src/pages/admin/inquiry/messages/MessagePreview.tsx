import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageChannel } from "../../../../../contract/messaging";
import { smsSegments } from "../../../../../contract/messageTemplates";
import { SMS_SEGMENT_BUDGET } from "../../../../../contract/smsSegments";
import { clinicDateTime, textingHoursText } from "../../timeText";

/** Exactly what the person will get (for a text, its parts and characters), and when a text written now goes out. */
export function MessagePreview({
  channel,
  subject,
  preview,
  waitsUntil,
}: {
  channel: MessageChannel;
  subject: string | null;
  preview: string;
  waitsUntil: Date | null;
}) {
  const { i18n } = useLingui();
  const { from: textingFrom, until: textingUntil } = textingHoursText(i18n);
  const segments = channel === "text" && preview ? smsSegments(preview) : null;
  return (
    <>
      {preview ? (
        <div aria-live="polite">
          <p className="text-sm font-medium text-slate-800">
            <Trans>What the person will get</Trans>
          </p>
          {channel === "email" && subject ? <p className="mt-1 text-sm font-semibold text-slate-900">{subject}</p> : null}
          <p
            dir="auto"
            className="mt-1 rounded-lg bg-slate-50 p-2 whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
            data-testid="composer-preview"
          >
            {preview}
          </p>
          {segments ? (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                {segments.segments} text part(s), {segments.units} characters
              </Trans>
            </p>
          ) : null}
          {segments && segments.segments > SMS_SEGMENT_BUDGET ? (
            <p className="mt-1 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="too-many-parts">
              <Trans>Texts may go out in at most {SMS_SEGMENT_BUDGET} parts. Shorten it, or send it by e-mail.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {waitsUntil ? (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="quiet-hours">
          <Trans>
            Texts go out from {textingFrom} to {textingUntil}. This one will go out {clinicDateTime(waitsUntil.toISOString(), i18n)}.
          </Trans>
        </p>
      ) : null}
    </>
  );
}
