import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useId, useState, type FormEvent } from "react";
import { Link, useFetcher, type ActionFunctionArgs } from "react-router";
import { IMPORT_MAX_BYTES, type ImportOptions, type ImportReportDto } from "../../../../../contract/volunteerImport";
import { describeError } from "../../../../api/errorText";
import { importVolunteerFile } from "../../../../api/volunteers";
import { PageMeta } from "../../../../shell/PageMeta";
import { FormField } from "../../../../ui/form/FormField";
import { buttonStyles, inputStyles, linkStyles } from "../../../../ui/styles";
import { useStaffSession } from "../../session";
import { problem, refused, useAnswered, type Answer } from "../../staffActions";
import { guessMapping, headBytes, readHead, type FileHead } from "./fileHead";
import { ImportReport } from "./ImportReport";
import { ImportSettings, type Settings } from "./ImportSettings";
import { ImportProgress } from "./ImportProgress";
import { useImportProgress } from "./useImportProgress";
import { BackToList } from "../BackToList";

export type ImportAnswer = Answer & { report?: ImportReportDto; checked?: string };

/** What a check or an import was run with: a real import is offered only for exactly what was checked. */
export const runKey = (file: File, options: ImportOptions) =>
  JSON.stringify([file.name, file.size, file.lastModified, { ...options, dryRun: undefined }]);

/** The check (`dryRun`, nothing saved) or the import itself, of the file with the admin's mapping and basis. */
export async function action({ request }: ActionFunctionArgs): Promise<ImportAnswer> {
  const form = await request.formData();
  const intent = form.get("intent") === "import" ? "import" : "check";
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return problem(intent, msg`Choose the file first.`);
  if (file.size > IMPORT_MAX_BYTES) return problem(intent, msg`The file is larger than 20 MB. Split it in parts and import each.`);
  const options = JSON.parse(String(form.get("options"))) as ImportOptions;
  if (options.basis && !(options.basis.statement.trim() && options.basis.how.trim() && options.basis.agreedOn))
    return problem(intent, msg`Say what the people agreed to, how, and the day, or choose that each row says it.`);
  try {
    const report = await importVolunteerFile(file, { ...options, dryRun: intent === "check" });
    // The screen's own key of what it sent (a File read back from a form is a new File, with a new date).
    return { intent, changed: [], report, checked: String(form.get("key")) };
  } catch (failure) {
    return refused(intent, failure);
  }
}

/**
 * /admin/registry/import (admins): the clinic's existing list into the registry. The admin chooses the CSV,
 * sees its first rows, says which column holds what and what the people agreed to, checks it (nothing is
 * saved; every row is accounted for), and only then imports exactly what was checked.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const id = useId();
  const fetcher = useFetcher<ImportAnswer>();
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<FileHead | null>(null);
  const [readProblem, setReadProblem] = useState("");
  const [settings, setSettings] = useState<Settings>(() => ({ mapping: {}, header: true, language: "es", basis: null }));

  const options: ImportOptions = {
    mapping: settings.mapping,
    header: settings.header,
    language: settings.language,
    ...(settings.basis ? { basis: settings.basis } : {}),
  };
  const answer = fetcher.data;
  // The answer is the run as it starts; its steps go on after it, read again until it is over.
  const { report, lost } = useImportProgress(answer?.report);
  const done = report?.status === "done";
  const checkedNow = file !== null && answer?.intent === "check" && done && answer.checked === runKey(file, options);
  const imported = answer?.intent === "import" && done;
  const error = answer?.problem ? i18n._(answer.problem) : answer?.failure !== undefined ? describeError(answer.failure, i18n) : "";
  const running = report?.status === "running";
  const busy = fetcher.state !== "idle" || running;
  const runningIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : running ? answer?.intent : undefined;
  useAnswered(fetcher, () => document.getElementById("import-report-focus")?.focus());

  const choose = async (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setHead(null);
    setReadProblem("");
    if (!chosen) return;
    try {
      const read = readHead(await headBytes(chosen));
      setHead(read);
      setSettings((current) => ({ ...current, mapping: guessMapping(read.rows[0] ?? []) }));
    } catch {
      setReadProblem(t`This file could not be read. Save it from the spreadsheet as CSV and choose it again.`);
    }
  };
  const send = (intent: "check" | "import") => (event?: FormEvent) => {
    event?.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.append("intent", intent);
    form.append("file", file);
    form.append("options", JSON.stringify(options));
    form.append("key", runKey(file, options));
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };

  if (me.role !== "admin")
    return (
      <div className="mx-auto max-w-screen-lg space-y-4 px-4 py-6">
        <PageMeta title={t`Import the clinic's list`} description={t`Only admins import the clinic's list.`} noIndex />
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Import the clinic's list</Trans>
        </h1>
        <p className="text-slate-800">
          <Trans>Only admins import the clinic's list. Ask an admin if a list needs to be added.</Trans>
        </p>
      </div>
    );

  return (
    <div className="mx-auto max-w-screen-lg space-y-6 px-4 py-6">
      <PageMeta title={t`Import the clinic's list`} description={t`The clinic's patient list into the list for future studies.`} noIndex />
      <BackToList />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Import the clinic's list</Trans>
      </h1>
      <p className="max-w-prose text-slate-700">
        <Trans>
          Only people who agreed to hear about future studies may be imported, and each needs a record of that yes: for the whole file, or
          per row from its columns. Rows without one are not imported. Check the file first: nothing is saved until you import what you
          checked, and importing the same file again adds no one twice.
        </Trans>
      </p>
      <form onSubmit={send("check")} noValidate className="space-y-6" aria-describedby={error ? `${id}-error` : undefined}>
        <FormField
          label={t`The list, saved as CSV`}
          hint={t`From Excel or Google Sheets: "Save as" CSV (UTF-8 or Windows). At most 20 MB.`}
          error={readProblem || undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void choose(event.target.files?.[0])}
              className={inputStyles}
            />
          )}
        </FormField>
        {head ? <ImportSettings head={head} settings={settings} onChange={setSettings} /> : null}
        <p id={`${id}-error`} role="alert" className="font-medium text-red-700 empty:hidden">
          {error}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={!head || busy} className={buttonStyles.secondary}>
            {runningIntent === "check" ? <Trans>Checking...</Trans> : <Trans>Check the file</Trans>}
          </button>
          <button type="button" onClick={send("import")} disabled={!checkedNow || busy} className={buttonStyles.primary}>
            {runningIntent === "import" ? <Trans>Importing...</Trans> : <Trans>Import what was checked</Trans>}
          </button>
        </div>
        {head && !checkedNow && !imported ? (
          <p className="text-sm text-slate-600">
            <Trans>The import is offered once the file is checked with the settings above; a change asks for a new check.</Trans>
          </p>
        ) : null}
      </form>
      {report ? (
        <div tabIndex={-1} id="import-report-focus" className="outline-none">
          {report.status === "done" ? <ImportReport report={report} /> : <ImportProgress report={report} lost={lost} />}
        </div>
      ) : null}
      {imported ? (
        <p>
          <Link to="/admin/registry?source=import" className={linkStyles.standalone}>
            <Trans>See the imported people on the list</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
