import { Trans, useLingui } from "@lingui/react/macro";
import type { VolunteerReportDto } from "../../../../contract/volunteerList";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { interestLabels, languageNames } from "../labels";
import { consentStateLabels, sourceLabels } from "../registry/registryLabels";
import { BreakdownTable } from "./BreakdownTable";

const cell = "px-3 py-2";

/**
 * The future studies list in numbers (docs/registry.md): everyone on it now, whatever the report's dates, by
 * consent state, how they joined, language and topic; then joins, leaves and lapses per month. Counts only.
 */
export function RegistrySection({ report }: { report: VolunteerReportDto }) {
  const { t, i18n } = useLingui();
  const monthFormat = new Intl.DateTimeFormat(i18n.locale === "es" ? "es-MX" : "en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const rows = <K extends string>(counts: Partial<Record<K, number>>) =>
    (Object.entries(counts) as [K, number][]).sort(([, a], [, b]) => b - a).map(([key, count]) => ({ key, count }));
  const figures: [string, number][] = [
    [t`Everyone on the list`, report.total],
    ...(["active", "renewal_due", "expired", "withdrawn"] as const).map((state): [string, number] => [
      i18n._(consentStateLabels[state]),
      report.byConsent[state],
    ]),
  ];
  const people = t`People`;
  const none = t`No one yet.`;
  return (
    <section aria-labelledby="registry-report-title">
      <h2 id="registry-report-title" className="text-xl font-bold text-slate-900">
        <Trans>Future studies list</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Everyone on the list now, whatever the dates above. Counts only: no names.</Trans>
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="registry-figures">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{name}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <BreakdownTable
          caption={t`List by how they joined`}
          keyHeading={t`Joined through`}
          countHeading={people}
          empty={none}
          rows={rows(report.bySource)}
          total={report.total}
          label={(key) => i18n._(sourceLabels[key as keyof typeof sourceLabels])}
        />
        <BreakdownTable
          caption={t`List by language`}
          keyHeading={t`Language`}
          countHeading={people}
          empty={none}
          rows={rows(report.byLanguage)}
          total={report.total}
          label={(key) => i18n._(languageNames[key as keyof typeof languageNames])}
        />
        <BreakdownTable
          caption={t`List by health topic (one person can choose several)`}
          keyHeading={t`Health topic`}
          countHeading={people}
          empty={none}
          rows={rows(report.byTopic)}
          total={report.total}
          label={(key) => i18n._(interestLabels[key as keyof typeof interestLabels])}
        />
        <ScrollRegion label={t`List joins and leaves by month`}>
          <table className="w-full text-left text-sm">
            <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{t`List joins and leaves by month`}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className={cell}>{t`Month`}</th>
                <th scope="col" className={`${cell} text-right`}>
                  {t({ message: "Joined", context: "registry month" })}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t({ message: "Left", context: "registry month" })}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t({ message: "Lapsed", context: "registry month" })}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.byMonth.length === 0 ? (
                <tr>
                  <td colSpan={4} className={`${cell} text-slate-600`}>
                    {none}
                  </td>
                </tr>
              ) : (
                report.byMonth.map((month) => (
                  <tr key={month.month}>
                    <th scope="row" className={`${cell} font-normal`}>
                      <time dateTime={month.month}>{monthFormat.format(new Date(`${month.month}-01T00:00:00Z`))}</time>
                    </th>
                    <td className={`${cell} text-right tabular-nums`}>{month.joined}</td>
                    <td className={`${cell} text-right tabular-nums`}>{month.left}</td>
                    <td className={`${cell} text-right tabular-nums`}>{month.expired}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
