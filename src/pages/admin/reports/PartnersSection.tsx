import { Trans, useLingui } from "@lingui/react/macro";
import type { PartnerFunnel, RecruitmentReportDto } from "../../../../contract/reports";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { partnerKindLabels } from "../labels";

const STEPS: (keyof PartnerFunnel)[] = ["created", "reached", "scheduled", "attended", "enrolled"];

/**
 * Referral partners (docs/partners.md): the period's inquiries by partner and by kind of partner, each with how far
 * they got (reached, a screening visit booked, attended, enrolled). Staff see the real numbers; partners see theirs
 * on their own page with small counts hidden.
 */
export function PartnersSection({ report }: { report: Pick<RecruitmentReportDto, "byPartner" | "byPartnerKind"> }) {
  const { t, i18n } = useLingui();
  const stepNames: Record<keyof PartnerFunnel, string> = {
    created: t`Inquiries`,
    reached: t`Reached`,
    scheduled: t`Screening booked`,
    attended: t`Attended`,
    enrolled: t`Enrolled`,
  };
  const table = (caption: string, keyHeading: string, rows: ({ key: string; label: string } & PartnerFunnel)[]) => (
    <ScrollRegion label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {keyHeading}
            </th>
            {STEPS.map((step) => (
              <th key={step} scope="col" className="px-3 py-2 text-right">
                {stepNames[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-normal">
                {row.label}
              </th>
              {STEPS.map((step) => (
                <td key={step} className="px-3 py-2 text-right tabular-nums">
                  {i18n.number(row[step])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
  return (
    <section aria-labelledby="partners-title" className="space-y-3">
      <h2 id="partners-title" className="text-xl font-bold text-slate-900">
        <Trans>Referral partners</Trans>
      </h2>
      {report.byPartner.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>No inquiries came through a referral partner in this period.</Trans>
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {table(
            t`By partner`,
            t`Partner`,
            report.byPartner.map((row) => ({ ...row, key: String(row.partnerId), label: row.name })),
          )}
          {table(
            t`By kind of partner`,
            t`Kind`,
            report.byPartnerKind.map((row) => ({ ...row, key: row.kind, label: i18n._(partnerKindLabels[row.kind]) })),
          )}
        </div>
      )}
    </section>
  );
}
