import { Trans, useLingui } from "@lingui/react/macro";
import type { InquiryDto } from "../../../contract/inquiry";
import { interestLabels } from "../../content/interests";
import { buttonStyles } from "../../ui/styles";
import { ConsentRecord } from "./ConsentRecord";

type Props = { inquiry: InquiryDto; resolving: boolean; onResolve: (id: number) => void; onErase?: () => void };

/**
 * One open inquiry. What the visitor typed is rendered as text (never HTML) and isolated from the text
 * around it (<bdi>, unicode-bidi), so right-to-left or mixed text cannot reorder the staff's page.
 */
export function InquiryCard({ inquiry, resolving, onResolve, onErase }: Props) {
  const { i18n } = useLingui();
  const headingId = `inquiry-${inquiry.id}`;
  const created = new Date(inquiry.createdAt);
  const linkClass = "text-brand-800 underline underline-offset-4 hover:text-brand-950";
  return (
    <li className="rounded-xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <bdi>{inquiry.name}</bdi>
        </h3>
        <time dateTime={inquiry.createdAt} className="text-sm text-slate-600">
          {created.toLocaleString(i18n.locale === "es" ? "es-MX" : "en-US", { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">
          <Trans>Email</Trans>
        </dt>
        <dd>
          <a href={`mailto:${inquiry.email}`} className={linkClass}>
            <bdi>{inquiry.email}</bdi>
          </a>
        </dd>
        <dt className="font-medium text-slate-700">
          <Trans>Phone</Trans>
        </dt>
        <dd>
          <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            <bdi>{inquiry.phone}</bdi>
          </a>
        </dd>
        {inquiry.interest ? (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Area of interest</Trans>
            </dt>
            <dd>{i18n._(interestLabels[inquiry.interest])}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-700">
          <Trans>Consent</Trans>
        </dt>
        <dd>
          <ConsentRecord consent={inquiry.consent} />
        </dd>
      </dl>
      <p
        dir="auto"
        className="mt-3 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap break-words text-slate-800 [unicode-bidi:plaintext]"
        data-testid="inquiry-message"
      >
        {inquiry.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={resolving}
          aria-describedby={headingId}
          onClick={() => onResolve(inquiry.id)}
          className={`${buttonStyles.secondary} px-4 py-2 text-sm`}
        >
          <Trans>Mark as Resolved</Trans>
        </button>
        {onErase ? (
          <button type="button" aria-describedby={headingId} onClick={onErase} className={`${buttonStyles.ghost} px-4 py-2 text-sm text-red-800`}>
            <Trans>Erase personal data</Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}
