import { Trans, useLingui } from "@lingui/react/macro";
import type { MessagingReport } from "../../../../contract/reports";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { channelLabels, messageChannelLabels } from "../labels";
import { BreakdownTable } from "./BreakdownTable";

/** Texts and e-mails: reply rate per template and channel, opt-outs, time to first reply, how people were reached. */
export function MessagingSection({ report }: { report: MessagingReport }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 });
  const median = report.firstReply.medianMinutes;
  const medianText = median === null ? t`No replies yet` : median < 120 ? t`${median} min` : t`${Math.round(median / 60)} h`;
  const reachedTotal = report.reachedBy.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-labelledby="messaging-title" className="space-y-3">
      <h2 id="messaging-title" className="text-xl font-bold text-slate-900">
        <Trans>Texts and e-mails</Trans>
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="messaging-figures">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">
            <Trans>Median time to the first reply (clock time)</Trans>
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{medianText}</dd>
        </div>
        {(["text", "email"] as const).map((channel) => (
          <div key={channel} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">
              <Trans>Opted out: {i18n._(messageChannelLabels[channel])}</Trans>
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {report.optOuts.find((row) => row.channel === channel)?.count ?? 0}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        <Trans>Replies count the {report.firstReply.replied} inquiries received in the period that answered a message from staff.</Trans>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ScrollRegion label={t`Reply rate by template`}>
          <table className="w-full text-left text-sm">
            <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{t`Reply rate by template`}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t`Template`}</th>
                <th scope="col" className="px-3 py-2">{t`Channel`}</th>
                <th scope="col" className="px-3 py-2 text-right">{t`Sent`}</th>
                <th scope="col" className="px-3 py-2 text-right">{t`Replied within 7 days`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.byTemplate.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-3 py-2 text-slate-600">{t`None in this period.`}</td>
                </tr>
              ) : (
                report.byTemplate.map((row) => (
                  <tr key={`${row.templateName ?? ""}:${row.channel}`}>
                    <th scope="row" className="px-3 py-2 font-normal">
                      {row.templateName === null ? t`Their own words` : <bdi>{row.templateName}</bdi>}
                    </th>
                    <td className="px-3 py-2">{i18n._(messageChannelLabels[row.channel])}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.sent}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {row.replied} ({percent.format(row.sent > 0 ? row.replied / row.sent : 0)})
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
        <BreakdownTable
          caption={t`How people were first reached`}
          keyHeading={t`Channel`}
          rows={report.reachedBy}
          total={reachedTotal}
          label={(key) => i18n._(channelLabels[key as keyof typeof channelLabels])}
        />
      </div>
    </section>
  );
}
