import { useLingui } from "@lingui/react/macro";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import type { ReactNode } from "react";
import type { ReportCount } from "../../../../contract/reports";

type Props = {
  caption: string;
  keyHeading: string;
  rows: ReportCount[];
  total: number;
  label: (key: string) => ReactNode;
  /** What is counted (inquiries unless said) and what an empty table says. */
  countHeading?: string;
  empty?: string;
};

/** One breakdown of the report: a value, how many inquiries (or people) had it, and their share of the total. */
export function BreakdownTable({ caption, keyHeading, rows, total, label, countHeading, empty }: Props) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 });
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {keyHeading}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {countHeading ?? t`Inquiries`}
            </th>
            <th scope="col" className="px-3 py-2 text-right">{t`Share`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-3 py-2 text-slate-600">
                {empty ?? t`None in this period.`}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key ?? ""}>
                <th scope="row" className="px-3 py-2 font-normal">
                  {row.key === null ? t`Not recorded` : label(row.key)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.count}</td>
                <td className="px-3 py-2 text-right tabular-nums">{total > 0 ? percent.format(row.count / total) : "—"}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
