import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VisitReport, VisitReportDimension } from "../../../../contract/reports";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { heardFromLabels, languageNames } from "../labels";

const dimensionTitles: Record<VisitReportDimension, MessageDescriptor> = {
  source: msg`Show rate per source (how they heard of us)`,
  language: msg`Show rate per language`,
  study: msg`Show rate per study`,
  lead_time: msg`Show rate per days from inquiry to visit`,
  confirmed: msg`Show rate per confirmation`,
};
const dimensionKeys: Record<VisitReportDimension, MessageDescriptor> = {
  source: msg`How they heard of us`,
  language: msg`Language`,
  study: msg`Study`,
  lead_time: msg`Days`,
  confirmed: msg`Confirmed before the visit`,
};

/**
 * Screening visits (docs/visits.md): show rate overall and per group, each group a bar with its table (the
 * numbers behind the bars, for screen readers and for copying), and the days from inquiry to visit.
 */
export function VisitsSection({ report }: { report: VisitReport }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 });
  const keyLabel = (dimension: VisitReportDimension, key: string | null): string => {
    if (key === null) return t`Not recorded`;
    if (dimension === "source") return i18n._(heardFromLabels[key as keyof typeof heardFromLabels] ?? msg`Other`);
    if (dimension === "language") return i18n._(languageNames[key as "en" | "es"] ?? msg`Other`);
    if (dimension === "confirmed") return key === "yes" ? t`Yes` : t`No`;
    if (dimension === "lead_time") return key === "15+" ? t`15 or more` : key;
    return key;
  };
  const figures: [string, string][] = [
    [t`Show rate`, report.showRate === null ? "—" : percent.format(report.showRate)],
    [t`Visits whose time came`, String(report.reached)],
    [t`Came`, String(report.attended)],
    [t`Did not come`, String(report.noShow)],
    [t`Outcome not recorded yet`, String(report.unrecorded)],
    [
      t`Days from inquiry to visit (median · 90th percentile)`,
      report.leadTime.medianDays === null ? "—" : `${report.leadTime.medianDays} · ${report.leadTime.p90Days}`,
    ],
  ];
  const dimensions = [...new Set(report.groups.map((group) => group.dimension))];
  return (
    <section aria-labelledby="visits-title" className="space-y-3">
      <h2 id="visits-title" className="text-xl font-bold text-slate-900">
        <Trans>Screening visits</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Visits counted by their own date in this period, up to now. Show rate = came ÷ visits whose time came (an outcome not recorded yet
          counts as not came).
        </Trans>
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="visit-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        {dimensions.map((dimension) => {
          const caption = i18n._(dimensionTitles[dimension]);
          return (
            <ScrollRegion key={dimension} label={caption}>
              <table className="w-full text-left text-sm">
                <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{caption}</caption>
                <thead className="text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {i18n._(dimensionKeys[dimension])}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">{t`Visits`}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t`Came`}</th>
                    <th scope="col" className="px-3 py-2">{t`Show rate`}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {report.groups
                    .filter((group) => group.dimension === dimension)
                    .map((group) => {
                      const rate = group.reached > 0 ? group.attended / group.reached : 0;
                      return (
                        <tr key={group.key ?? ""}>
                          <th scope="row" className="px-3 py-2 font-normal">
                            <bdi>{keyLabel(dimension, group.key)}</bdi>
                          </th>
                          <td className="px-3 py-2 text-right tabular-nums">{group.reached}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{group.attended}</td>
                          <td className="px-3 py-2">
                            <span className="flex items-center gap-2">
                              <span aria-hidden="true" className="h-3 w-24 rounded bg-slate-200">
                                <span
                                  className="block h-3 rounded bg-brand-700 forced-colors:bg-[CanvasText]"
                                  style={{ width: `${Math.round(rate * 100)}%` }}
                                />
                              </span>
                              <span className="tabular-nums">{percent.format(rate)}</span>
                            </span>
                          </td>
                        </tr>
                      );
                    })}
                </tbody>
              </table>
            </ScrollRegion>
          );
        })}
        {dimensions.length === 0 ? <p className="text-sm text-slate-600">{t`No visits in this period.`}</p> : null}
      </div>
    </section>
  );
}
