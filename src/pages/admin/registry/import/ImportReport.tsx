import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { REFUSED_LINES_SHOWN, type ImportRefusal, type ImportReportDto } from "../../../../../contract/volunteerImport";
import { ScrollRegion } from "../../../../ui/ScrollRegion";
import { importFieldLabels, refusalLabels } from "./importLabels";

const cell = "px-3 py-2 align-top";

/**
 * What a check or an import did, row by row in sums: created + merged + flagged + refused = the rows of the
 * file, the reasons for refusals with the first lines that had them, and (for a check) the first rows as read.
 */
export function ImportReport({ report }: { report: ImportReportDto }) {
  const { t, i18n } = useLingui();
  const counts: [string, number][] = [
    [t`New people`, report.created],
    [t`Added to someone already on the list`, report.merged],
    [t`New, flagged as a possible duplicate`, report.flagged],
    [t`Not imported`, report.refused],
  ];
  const reasons = Object.entries(report.refusals) as [ImportRefusal, number][];
  const columns = report.preview[0] ? Object.keys(report.preview[0]) : [];
  return (
    <section aria-labelledby="import-report" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="import-report" className="text-xl font-bold text-brand-900">
        {report.dryRun ? <Trans>What the import would do</Trans> : <Trans>What the import did</Trans>}
      </h2>
      <p className="text-slate-800">
        {report.dryRun ? (
          <Plural
            value={report.rows}
            one="The file has # row. Nothing was saved yet."
            other="The file has # rows. Nothing was saved yet."
          />
        ) : (
          <Plural value={report.rows} one="# row of the file was read." other="All # rows of the file were read." />
        )}
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {counts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {reasons.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-bold text-slate-900">
            <Trans>Why rows were not imported</Trans>
          </h3>
          <ul className="list-disc space-y-1 pl-6">
            {reasons.map(([reason, count]) => {
              // The first REFUSED_LINES_SHOWN lines of each reason are listed (enough to find the pattern), the rest counted.
              const shown = report.refusedLines
                .filter((line) => line.reason === reason)
                .map((line) => line.line)
                .join(", ");
              return (
                <li key={reason}>
                  {i18n._(refusalLabels[reason])}: {count}{" "}
                  <span className="text-slate-600">
                    {count > REFUSED_LINES_SHOWN ? t`(lines ${shown}, and more)` : t`(lines ${shown})`}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {columns.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-bold text-slate-900">
            <Trans>The first rows, as they will be read</Trans>
          </h3>
          <ScrollRegion label={t`The first rows, as they will be read`}>
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {column === "line"
                        ? t`Line`
                        : column === "consent"
                          ? t`Their yes`
                          : column in importFieldLabels
                            ? i18n._(importFieldLabels[column as keyof typeof importFieldLabels])
                            : column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {report.preview.map((row, index) => (
                  <tr key={index}>
                    {columns.map((column) => (
                      <td key={column} className={cell}>
                        {row[column]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      ) : null}
    </section>
  );
}
