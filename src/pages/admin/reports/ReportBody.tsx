import { Trans, useLingui } from "@lingui/react/macro";
import type { RecruitmentReportDto } from "../../../../contract/reports";
import { formatBusinessMinutes } from "../businessMinutes";
import { heardFromLabels, interestLabels, languageNames, reasonLabels, statusLabels } from "../labels";
import { BreakdownTable } from "./BreakdownTable";
import { FunnelChart } from "./FunnelChart";
import { MessagingSection } from "./MessagingSection";
import { PartnersSection } from "./PartnersSection";
import { VisitsSection } from "./VisitsSection";

/** The figures of one report: funnel, response times, then every breakdown as a table. */
export function ReportBody({ report }: { report: RecruitmentReportDto }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 });
  const minutes = (value: number | null) => (value === null ? t`No contact attempts yet` : formatBusinessMinutes(value, i18n));
  const share = (value: number | null) => (value === null ? "—" : percent.format(value));
  const weekFormat = new Intl.DateTimeFormat(i18n.locale === "es" ? "es-MX" : "en-US", { dateStyle: "medium", timeZone: "UTC" });
  const figures: [string, string][] = [
    [t`Inquiries received`, String(report.total)],
    [t`Reached`, share(report.shareReached)],
    [t`Enrolled`, share(report.shareEnrolled)],
    [t`Median time to first contact (office hours)`, minutes(report.firstResponse.medianMinutes)],
    [t`Time to first contact for 9 in 10 (office hours)`, minutes(report.firstResponse.p90Minutes)],
    [t`Spam (not counted above)`, String(report.spam)],
  ];
  const label = {
    status: (key: string) => i18n._(statusLabels[key as keyof typeof statusLabels]),
    language: (key: string) => (key in languageNames ? i18n._(languageNames[key as keyof typeof languageNames]) : key),
    interest: (key: string) => (key in interestLabels ? i18n._(interestLabels[key as keyof typeof interestLabels]) : key),
    heardFrom: (key: string) => (key in heardFromLabels ? i18n._(heardFromLabels[key as keyof typeof heardFromLabels]) : key),
    raw: (key: string) => <bdi>{key}</bdi>,
    exit: (key: string) => {
      const [status, reason] = key.split(":") as [keyof typeof statusLabels, string];
      const why = reason in reasonLabels ? i18n._(reasonLabels[reason as keyof typeof reasonLabels]) : t`no reason recorded`;
      return `${i18n._(statusLabels[status])}: ${why}`;
    },
  };
  const exits = report.exits.map((exit) => ({ key: `${exit.status}:${exit.reasonCode ?? ""}`, count: exit.count }));
  const exitTotal = report.exits.reduce((sum, exit) => sum + exit.count, 0);
  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="text-xl font-bold text-slate-900">
          <Trans>Key figures</Trans>
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="report-figures">
          {figures.map(([name, value]) => (
            <div key={name} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-700">{name}</dt>
              <dd className={`mt-1 font-bold text-slate-900 tabular-nums ${/\d/.test(value) ? "text-2xl" : "text-base"}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          <Trans>
            Response times count only office hours and include the {report.firstResponse.responded} inquiries with a contact attempt.
          </Trans>
        </p>
      </section>
      <FunnelChart funnel={report.funnel} />
      <section aria-labelledby="exits-title">
        <h2 id="exits-title" className="text-xl font-bold text-slate-900">
          <Trans>Why people leave the funnel</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Inquiries closed without enrolling, by the reason chosen when closing them (spam left out).</Trans>
        </p>
        <div className="mt-3">
          <BreakdownTable
            caption={t`Closed without enrolling, by reason`}
            keyHeading={t`Status and reason`}
            rows={exits}
            total={exitTotal}
            label={label.exit}
          />
        </div>
      </section>
      <MessagingSection report={report.messaging} />
      <VisitsSection report={report.visits} />
      <PartnersSection report={report} />
      <section aria-labelledby="breakdowns-title">
        <h2 id="breakdowns-title" className="text-xl font-bold text-slate-900">
          <Trans>Breakdowns</Trans>
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          <BreakdownTable caption={t`By status`} keyHeading={t`Status`} rows={report.byStatus} total={report.total} label={label.status} />
          <BreakdownTable
            caption={t`By language`}
            keyHeading={t`Language`}
            rows={report.byLanguage}
            total={report.total}
            label={label.language}
          />
          <BreakdownTable caption={t`By study`} keyHeading={t`Study`} rows={report.byStudy} total={report.total} label={label.raw} />
          <BreakdownTable
            caption={t`By area of interest`}
            keyHeading={t`Area of interest`}
            rows={report.byInterest}
            total={report.total}
            label={label.interest}
          />
          <BreakdownTable
            caption={t`By campaign source (UTM)`}
            keyHeading={t`Source`}
            rows={report.byUtmSource}
            total={report.total}
            label={label.raw}
          />
          <BreakdownTable
            caption={t`By how they heard about us`}
            keyHeading={t`Heard about us from`}
            rows={report.byHeardFrom}
            total={report.total}
            label={label.heardFrom}
          />
          <BreakdownTable
            caption={t`By week (starting Monday)`}
            keyHeading={t`Week of`}
            rows={report.byWeek.map((week) => ({ key: week.weekStart, count: week.count }))}
            total={report.total}
            label={(key) => <time dateTime={key}>{weekFormat.format(new Date(`${key}T00:00:00Z`))}</time>}
          />
        </div>
      </section>
    </div>
  );
}
