import { Trans, useLingui } from "@lingui/react/macro";
import type { RecruitmentReportDto } from "../../../../contract/reports";

/**
 * The funnel as horizontal bars. The bars are drawing only (hidden from screen readers); the table beside
 * them carries the same numbers for everyone.
 */
export function FunnelChart({ funnel }: { funnel: RecruitmentReportDto["funnel"] }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 });
  const steps = [
    { key: "created", label: t`Inquiries received`, value: funnel.created },
    { key: "reached", label: t`Reached by phone, text or email`, value: funnel.reached },
    { key: "scheduled", label: t`Screening visit scheduled`, value: funnel.scheduled },
    { key: "enrolled", label: t`Enrolled in a study`, value: funnel.enrolled },
  ];
  const widest = Math.max(funnel.created, 1);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="funnel-caption">
      <figcaption id="funnel-caption" className="font-semibold text-slate-900">
        <Trans>From inquiry to enrollment</Trans>
      </figcaption>
      <div aria-hidden="true" className="mt-4 space-y-3" data-testid="funnel-bars">
        {steps.map((step) => (
          <div key={step.key} className="grid grid-cols-[10rem_1fr] items-center gap-3 text-sm sm:grid-cols-[14rem_1fr]">
            <span className="text-slate-700">{step.label}</span>
            <span className="flex items-center gap-2">
              <span
                className="h-6 rounded bg-brand-700"
                style={{ width: `${(step.value / widest) * 100}%`, minWidth: step.value > 0 ? "0.25rem" : 0 }}
              />
              <span className="tabular-nums text-slate-900">{step.value}</span>
            </span>
          </div>
        ))}
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{t`The funnel's numbers`}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3">{t`Step`}</th>
            <th scope="col" className="py-1 pr-3 text-right">{t`Inquiries`}</th>
            <th scope="col" className="py-1 text-right">{t`Of those received`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {steps.map((step) => (
            <tr key={step.key}>
              <th scope="row" className="py-1 pr-3 font-normal">
                {step.label}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{step.value}</td>
              <td className="py-1 text-right tabular-nums">{funnel.created > 0 ? percent.format(step.value / funnel.created) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
