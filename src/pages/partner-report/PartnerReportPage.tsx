import { Trans, useLingui } from "@lingui/react/macro";
import { PARTNER_STEPS, SMALL_COUNT, type PartnerCounts, type PartnerStep, type ShownCount } from "../../../contract/partners";
import { usePageData } from "../../prerender/pageData";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { LinkNotWorking } from "../refer/LinkNotWorking";

/**
 * What a referral partner sees behind their private link (docs/partners.md, "What a partner sees"): counts of
 * their own referrals by month, every count under 5 shown as "fewer than 5", and no names, dates or small studies.
 */
export default function PartnerReportPage() {
  const { t, i18n } = useLingui();
  const page = usePageData().partnerPage;
  const report = page?.report ?? null;
  const small = SMALL_COUNT;
  const stepNames: Record<PartnerStep, string> = {
    sent: t`Referred`,
    reached: t`We talked with them`,
    screeningBooked: t`Screening visit booked`,
    enrolled: t`Joined a study`,
  };
  const count = (value: ShownCount) => {
    if (value === "fewer") return t`fewer than ${small}`;
    const from = i18n.number(value);
    const to = i18n.number(value + small - 1);
    return t`${from} to ${to}`;
  };
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
  const cells = (counts: PartnerCounts) =>
    PARTNER_STEPS.map((step) => (
      <td key={step} className="px-3 py-2 text-right">
        {count(counts[step])}
      </td>
    ));

  return (
    <>
      <PageMeta title={t`Your referrals`} description={t`Counts of the people a partner referred to us.`} noIndex />
      <PageHero title={t`Your referrals`}>{report ? <p>{report.partner.name}</p> : null}</PageHero>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-12 text-lg text-slate-800 sm:px-6">
        {report ? (
          <>
            <p>
              <Trans>
                These are counts of the people you referred to us in the last 12 months. We never show names. To protect privacy, a number
                under {small} shows as “fewer than {small}”. Other numbers show in groups of {small}.
              </Trans>
            </p>
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Your referrals by month`}>
              <table className="w-full border-collapse text-base">
                <caption className="mb-2 text-left font-semibold text-brand-900">
                  <Trans>Your referrals by month</Trans>
                </caption>
                <thead>
                  <tr className="border-b border-slate-300 text-left">
                    <th scope="col" className="px-3 py-2">
                      <Trans>Month</Trans>
                    </th>
                    {PARTNER_STEPS.map((step) => (
                      <th key={step} scope="col" className="px-3 py-2 text-right">
                        {stepNames[step]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.months.length === 0 ? (
                    <tr>
                      <td colSpan={5} className="px-3 py-4 text-slate-600">
                        <Trans>No referrals yet.</Trans>
                      </td>
                    </tr>
                  ) : (
                    report.months.map((row) => (
                      <tr key={row.month} className="border-b border-slate-200">
                        <th scope="row" className="px-3 py-2 text-left font-normal">
                          {monthName(row.month)}
                        </th>
                        {cells(row)}
                      </tr>
                    ))
                  )}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row" className="px-3 py-2 text-left">
                      <Trans>All 12 months</Trans>
                    </th>
                    {cells(report.total)}
                  </tr>
                </tfoot>
              </table>
            </div>
            {report.studies.length > 0 ? (
              <section aria-labelledby="partner-studies">
                <h2 id="partner-studies" className="text-xl font-bold text-brand-900">
                  <Trans>Studies you referred {small} or more people to</Trans>
                </h2>
                <ul className="mt-2 list-disc space-y-1 pl-6">
                  {report.studies.map((study) => (
                    <li key={study.title}>
                      {study.title}: {count(study.sent)}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <p className="text-base text-slate-600">
              <Trans>Thank you for helping people in our community learn about research.</Trans>
            </p>
          </>
        ) : (
          <LinkNotWorking busy={page?.busy} />
        )}
      </div>
    </>
  );
}
