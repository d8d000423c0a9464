import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ImportReportDto } from "../../../../../contract/volunteerImport";

/**
 * A check or an import while its steps run (or after one failed every retry): how much of the file is read and
 * the rows decided so far, announced politely as it moves.
 */
export function ImportProgress({ report, lost }: { report: ImportReportDto; lost: boolean }) {
  const { t } = useLingui();
  const percent = report.progress.total > 0 ? Math.floor((100 * report.progress.read) / report.progress.total) : 0;
  if (report.status === "failed")
    return (
      <section aria-labelledby="import-progress" className="space-y-2 rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6">
        <h2 id="import-progress" role="alert" className="text-xl font-bold text-red-800">
          {report.dryRun ? (
            <Trans>The check stopped before the end of the file</Trans>
          ) : (
            <Trans>The import stopped before the end of the file</Trans>
          )}
        </h2>
        <p className="text-slate-800">
          {report.dryRun ? (
            <Trans>Nothing was saved. Check the file again; if it stops again, tell whoever runs the site.</Trans>
          ) : (
            <Trans>
              The rows read before it stopped were imported. Import the same file again: it continues without adding anyone twice. If it
              stops again, tell whoever runs the site.
            </Trans>
          )}
        </p>
      </section>
    );
  return (
    <section aria-labelledby="import-progress" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="import-progress" className="text-xl font-bold text-brand-900">
        {report.dryRun ? <Trans>Checking the file</Trans> : <Trans>Importing the file</Trans>}
      </h2>
      <progress value={report.progress.read} max={report.progress.total} aria-labelledby="import-progress" className="h-3 w-full" />
      <p aria-live="polite" className="text-slate-800">
        {t`${percent}% of the file read.`} <Plural value={report.rows} one="# row so far." other="# rows so far." />
      </p>
      {lost ? (
        <p className="text-sm text-slate-600">
          <Trans>The connection dropped; trying again. The work goes on at the site either way.</Trans>
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        <Trans>You can leave this page: the work goes on, and the list shows the people once it is done.</Trans>
      </p>
    </section>
  );
}
