import { Trans, useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import { Link } from "react-router";
import type { InquirySummaryDto } from "../../../../contract/inbox";
import { isClosedStatus } from "../../../../contract/inquiryStatus";
import { interestLabels } from "../../../content/interests";
import { buttonStyles } from "../../../ui/styles";
import { formatBusinessMinutes } from "../businessMinutes";
import { languageNames, statusLabels } from "../labels";

type Props = { inquiry: InquirySummaryDto; resolving: boolean; onResolve: (inquiry: InquirySummaryDto) => void };

/** One inquiry in the inbox: who, when, in which language, about what, where it stands, whose it is. */
export const InquiryRow = forwardRef<HTMLAnchorElement, Props>(function InquiryRow({ inquiry, resolving, onResolve }, ref) {
  const { i18n } = useLingui();
  const headingId = `inquiry-${inquiry.id}`;
  const created = new Date(inquiry.createdAt).toLocaleString(i18n.locale === "es" ? "es-MX" : "en-US", { dateStyle: "medium", timeStyle: "short" });
  const about = inquiry.studyId ?? (inquiry.interest ? i18n._(interestLabels[inquiry.interest]) : null);
  return (
    <li
      className={`grid gap-x-4 gap-y-1 border-b border-slate-200 py-3 last:border-b-0 sm:grid-cols-[1fr_auto] ${inquiry.overdue ? "-mx-3 border-l-4 border-l-red-700 bg-red-50 px-3" : ""}`}
      data-testid="inquiry-row"
      data-overdue={inquiry.overdue || undefined}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <Link ref={ref} id={headingId} to={`/admin/inquiries/${inquiry.id}`} className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline">
            <bdi>{inquiry.name}</bdi>
          </Link>
          <time dateTime={inquiry.createdAt} className="text-sm text-slate-600">
            {created}
          </time>
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          <span className="badge bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{i18n._(statusLabels[inquiry.status])}</span>
          {inquiry.language ? <span className="badge bg-sky-100 px-2 py-0.5 text-sky-900">{i18n._(languageNames[inquiry.language])}</span> : null}
          {about ? <span className="badge bg-emerald-100 px-2 py-0.5 text-emerald-900">{about}</span> : null}
          <span className="text-slate-700">
            {inquiry.assignee ? (
              <Trans>
                Owner: <bdi>{inquiry.assignee.displayName}</bdi>
              </Trans>
            ) : (
              <Trans>No owner</Trans>
            )}
          </span>
          {inquiry.overdue && inquiry.businessMinutesWaiting !== null ? (
            <span className="badge bg-red-700 px-2 py-0.5 font-semibold text-white">
              <Trans>Overdue: waiting {formatBusinessMinutes(inquiry.businessMinutesWaiting, i18n)}</Trans>
            </span>
          ) : inquiry.businessMinutesWaiting !== null ? (
            <span className="text-slate-700">
              <Trans>Waiting {formatBusinessMinutes(inquiry.businessMinutesWaiting, i18n)}</Trans>
            </span>
          ) : inquiry.firstResponseBusinessMinutes !== null ? (
            <span className="text-slate-700">
              <Trans>First contact after {formatBusinessMinutes(inquiry.firstResponseBusinessMinutes, i18n)}</Trans>
            </span>
          ) : null}
          {inquiry.possibleDuplicate ? (
            <span className="badge bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
              <Trans>Possible duplicate</Trans>
            </span>
          ) : null}
        </p>
        <p dir="auto" className="mt-1 truncate text-sm text-slate-700 [unicode-bidi:plaintext]">
          {inquiry.excerpt}
        </p>
      </div>
      {!isClosedStatus(inquiry.status) ? (
        <div className="flex items-center">
          <button
            type="button"
            disabled={resolving}
            aria-describedby={headingId}
            onClick={() => onResolve(inquiry)}
            className={`${buttonStyles.secondary} min-h-11 px-4 py-2 text-sm`}
          >
            <Trans>Mark as Resolved</Trans>
          </button>
        </div>
      ) : null}
    </li>
  );
});
