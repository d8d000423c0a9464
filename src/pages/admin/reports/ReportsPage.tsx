import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { RecruitmentReportDto } from "../../../../contract/reports";
import { describeError } from "../../../api/errorText";
import { fetchRecruitmentReport } from "../../../api/reports";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, inputStyles } from "../../../ui/styles";
import { StaffArea } from "../StaffArea";
import { StaffNav } from "../StaffNav";
import { useStaffSession } from "../useStaffSession";
import { defaultRange, rangeProblem } from "./reportRange";
import { ReportBody } from "./ReportBody";
import { ErrorAlert } from "../../../ui/ErrorAlert";

/** /admin/reports: how the site recruits, for a date range kept in the URL (every staff role). */
export default function ReportsPage() {
  return <StaffArea>{(token) => <Reports token={token} />}</StaffArea>;
}

function Reports({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { me, handleAuthFailure } = useStaffSession(token);
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange();
  const from = params.get("from") ?? fallback.from;
  const to = params.get("to") ?? fallback.to;
  const [draft, setDraft] = useState({ from, to });
  const [report, setReport] = useState<RecruitmentReportDto | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");

  useEffect(() => setDraft({ from, to }), [from, to]);

  useEffect(() => {
    if (rangeProblem(from, to)) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError("");
    fetchRecruitmentReport(token, { from, to }, controller.signal)
      .then(setReport)
      .catch((failure: unknown) => {
        if (controller.signal.aborted || handleAuthFailure(failure)) return;
        setError(describeError(failure, i18n));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [token, from, to, handleAuthFailure, i18n]);

  const problem = rangeProblem(draft.from, draft.to);
  const problemText =
    problem === "missing"
      ? t`Choose both dates.`
      : problem === "out_of_range"
        ? t`Choose dates between 2000 and 2099.`
        : problem === "before_from" ? t`The end date is before the start date.` : problem === "range_too_long" ? t`Choose at most two years.` : "";
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) setParams({ from: draft.from, to: draft.to });
  };

  return (
    <>
      <PageMeta title={t`Recruitment report`} description={t`How the website recruits: inquiries, response times and enrollment.`} noIndex />
      <StaffNav me={me} />
      <h1 className="text-3xl font-bold text-brand-900">
        <Trans>Recruitment report</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Inquiries received in the period, by the clinic's local dates. Spam is counted apart and left out of everything else.</Trans>
      </p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
            <Trans>From</Trans>
          </label>
          <input id={`${id}-from`} type="date" required value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} className={inputStyles} aria-describedby={submitted && problem ? `${id}-problem` : undefined} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
            <Trans>To</Trans>
          </label>
          <input id={`${id}-to`} type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} className={inputStyles} aria-invalid={submitted && problem ? true : undefined} aria-describedby={submitted && problem ? `${id}-problem` : undefined} />
        </div>
        <button type="submit" className={`${buttonStyles.primary} min-h-11 py-2`}>
          <Trans>Show report</Trans>
        </button>
        {submitted && problem ? (
          <p id={`${id}-problem`} role="alert" className="w-full text-sm font-medium text-red-800">
            {problemText}
          </p>
        ) : null}
      </form>
      <ErrorAlert message={error} />
      <div aria-busy={loading} className="mt-8">
        {loading ? (
          <p role="status" className="text-slate-600">
            <Trans>Loading report...</Trans>
          </p>
        ) : report && !error ? (
          <ReportBody report={report} />
        ) : null}
      </div>
    </>
  );
}
