import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { RecruitmentReportDto } from "../../../../contract/reports";
import type { VolunteerReportDto } from "../../../../contract/volunteerList";
import { fetchRecruitmentReport } from "../../../api/reports";
import { fetchVolunteerReport } from "../../../api/volunteers";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";
import { defaultRange, rangeProblem } from "./reportRange";
import { RegistrySection } from "./RegistrySection";
import { ReportBody } from "./ReportBody";

type Loaded = { from: string; to: string; report: RecruitmentReportDto | null; registry: VolunteerReportDto | null };

/** The report for the range in the URL (the last 90 days by default), read before the page renders. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const params = new URL(request.url).searchParams;
  const fallback = defaultRange();
  const from = params.get("from") ?? fallback.from;
  const to = params.get("to") ?? fallback.to;
  const [report, registry] = await Promise.all([
    rangeProblem(from, to) ? null : fetchRecruitmentReport({ from, to }, request.signal),
    // The list's numbers failing leaves the recruitment report on screen (and says so).
    fetchVolunteerReport(request.signal).catch((failure: unknown) => {
      if (failure instanceof Response || request.signal.aborted) throw failure;
      return null;
    }),
  ]);
  return { from, to, report, registry };
}

/** /admin/reports: how the site recruits, for a date range kept in the URL (every staff role). */
export function Component() {
  const { t } = useLingui();
  const { from, to, report, registry } = useLoaderData() as Loaded;
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <PageMeta
        title={t`Recruitment report`}
        description={t`How the website recruits: inquiries, response times and enrollment.`}
        noIndex
      />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Recruitment report</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Inquiries received in the period, by the clinic's local dates. Spam is counted apart and left out of everything else.</Trans>
      </p>
      <RangeForm from={from} to={to} />
      <div aria-busy={loading} className="mt-6">
        {loading ? (
          <p role="status" className="text-slate-600">
            <Trans>Loading report...</Trans>
          </p>
        ) : report ? (
          <ReportBody report={report} />
        ) : (
          <p role="alert" className="text-red-800">
            <RangeProblem problem={rangeProblem(from, to)} />
          </p>
        )}
      </div>
      <div className="mt-8">
        {registry ? (
          <RegistrySection report={registry} />
        ) : (
          <p role="alert" className="text-red-800">
            <Trans>The future studies list's numbers could not be loaded. Reload the page to try again.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/** Why a range cannot be shown, in words. */
function RangeProblem({ problem }: { problem: ReturnType<typeof rangeProblem> }) {
  const { t } = useLingui();
  return problem === "missing"
    ? t`Choose both dates.`
    : problem === "out_of_range"
      ? t`Choose dates between 2000 and 2099.`
      : problem === "before_from"
        ? t`The end date is before the start date.`
        : problem === "range_too_long"
          ? t`Choose at most two years.`
          : "";
}

/**
 * The range being chosen: checked here before it is asked for (the server checks the same), then kept in the
 * URL. The fields start from the URL's range (Back, a link); what is wrong is said when the form is sent.
 */
function RangeForm({ from, to }: { from: string; to: string }) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const range = { from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") };
    const found = rangeProblem(range.from, range.to);
    setProblem(found);
    if (!found) setParams(range);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
          <Trans>From</Trans>
        </label>
        <input
          key={from}
          id={`${id}-from`}
          name="from"
          type="date"
          required
          defaultValue={from}
          className={inputStyles}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
          <Trans>To</Trans>
        </label>
        <input
          key={to}
          id={`${id}-to`}
          name="to"
          type="date"
          required
          defaultValue={to}
          className={inputStyles}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <button type="submit" className={`${buttonStyles.primary} ${compactButton}`}>
        <Trans>Show report</Trans>
      </button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm font-medium text-red-800">
          <RangeProblem problem={problem} />
        </p>
      ) : null}
    </form>
  );
}
