import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InquiryDetailDto } from "../../../../contract/inbox";
import { formatBusinessMinutes } from "../businessMinutes";
import {
  contactMethodLabels,
  contactTimeLabels,
  heardFromLabels,
  partnerKindLabels,
  interestLabels,
  languageNames,
  reasonLabels,
  statusLabels,
} from "../labels";
import { clinicDateTime } from "../timeText";
import { ConsentRecord } from "./ConsentRecord";

const linkClass = "text-brand-800 underline underline-offset-4 hover:text-brand-950";

/** Who wrote, how to reach them, what they wrote, and the context they wrote it in. */
export function InquiryFacts({ inquiry }: { inquiry: InquiryDetailDto }) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => clinicDateTime(iso, i18n);
  const rows: [ReactNode, ReactNode][] = [
    [
      <Trans>Status</Trans>,
      inquiry.closedReason
        ? `${i18n._(statusLabels[inquiry.status])} (${i18n._(reasonLabels[inquiry.closedReason])})`
        : i18n._(statusLabels[inquiry.status]),
    ],
    [<Trans>Contact attempts</Trans>, String(inquiry.attemptCount)],
    [<Trans>Owner</Trans>, inquiry.assignee ? <bdi>{inquiry.assignee.displayName}</bdi> : <Trans>No owner</Trans>],
    [<Trans>Received</Trans>, <time dateTime={inquiry.createdAt}>{when(inquiry.createdAt)}</time>],
    [<Trans>Response time</Trans>, <ResponseClock inquiry={inquiry} />],
    [
      <Trans>Email</Trans>,
      // A text reply or a partner's referral comes without an address.
      inquiry.email ? (
        <a href={`mailto:${inquiry.email}`} className={linkClass}>
          <bdi>{inquiry.email}</bdi>
        </a>
      ) : (
        t`Not given`
      ),
    ],
    [
      <Trans>Phone</Trans>,
      <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
        <bdi>{inquiry.phone}</bdi>
      </a>,
    ],
    [<Trans>Reach by</Trans>, inquiry.contactMethod ? i18n._(contactMethodLabels[inquiry.contactMethod]) : t`No preference`],
    [<Trans>Best time</Trans>, inquiry.contactTime ? i18n._(contactTimeLabels[inquiry.contactTime]) : t`No preference`],
    [<Trans>Language</Trans>, inquiry.language ? i18n._(languageNames[inquiry.language]) : t`Not recorded`],
    [<Trans>Study</Trans>, inquiry.studyId ?? t`None chosen`],
    [<Trans>Area of interest</Trans>, inquiry.interest ? i18n._(interestLabels[inquiry.interest]) : t`None chosen`],
    [<Trans>Heard about us from</Trans>, inquiry.heardFrom ? i18n._(heardFromLabels[inquiry.heardFrom]) : t`Not said`],
    [<Trans>Came from</Trans>, sourceText(inquiry.source) || t`Direct visit or not recorded`],
    [
      <Trans>Referral partner</Trans>,
      inquiry.partner ? `${inquiry.partner.name} (${i18n._(partnerKindLabels[inquiry.partner.kind])})` : t`None`,
    ],
    [<Trans>Consent</Trans>, <ConsentRecord consent={inquiry.consent} />],
  ];
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="sr-only">
        <Trans>Details</Trans>
      </h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="inquiry-facts">
        {rows.map(([label, value], index) => (
          <div key={index} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">
        <Trans>Message</Trans>
      </h3>
      <p
        dir="auto"
        className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap break-words text-slate-800 [unicode-bidi:plaintext]"
        data-testid="inquiry-message"
      >
        {inquiry.message}
      </p>
      {inquiry.possibleDuplicates.length > 0 ? (
        <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-amber-900">
            <Trans>Possible duplicates (same email or phone in the last year)</Trans>
          </h3>
          <ul className="mt-2 space-y-1">
            {inquiry.possibleDuplicates.map((other) => (
              <li key={other.id}>
                <Link to={`/admin/inquiries/${other.id}${window.location.search}`} className={linkClass}>
                  #{other.id}
                </Link>{" "}
                · {when(other.createdAt)} · {i18n._(statusLabels[other.status])}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function sourceText(source: InquiryDetailDto["source"]): string {
  return [source.utmSource, source.utmMedium, source.utmCampaign, source.referrer].filter(Boolean).join(" · ");
}

/** Where the inquiry stands on the first-response clock (business minutes, docs/pipeline.md). */
function ResponseClock({ inquiry }: { inquiry: InquiryDetailDto }) {
  const { i18n } = useLingui();
  if (inquiry.firstResponseBusinessMinutes !== null) {
    return <Trans>First contact attempt after {formatBusinessMinutes(inquiry.firstResponseBusinessMinutes, i18n)} of office hours</Trans>;
  }
  if (inquiry.businessMinutesWaiting === null) return <Trans>Closed without a contact attempt</Trans>;
  const waited = formatBusinessMinutes(inquiry.businessMinutesWaiting, i18n);
  return inquiry.overdue ? (
    <strong className="text-red-800">
      <Trans>Overdue: waiting {waited} of office hours, nobody has tried to reach them yet</Trans>
    </strong>
  ) : (
    <Trans>Waiting {waited} of office hours</Trans>
  );
}
