import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { StudyVersionDto } from "../../../../../contract/studyEditor";
import { studyTextProblems } from "../../../../../contract/studyTextCheck";
import { describeError } from "../../../../api/errorText";
import { FormField } from "../../../../ui/form/FormField";
import { notify } from "../../../../ui/notify";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { asJson, useAnswered, type Answer } from "../../staffActions";

/**
 * Records the ethics board's approval of exactly this version (reference and date). Words that break a
 * content rule are listed, and approving them needs the admin's reason, kept with the approval.
 */
export function StudyApprovalForm({ version }: { version: StudyVersionDto }) {
  const { t, i18n } = useLingui();
  const problems = studyTextProblems(version.text);
  const [input, setInput] = useState({ reference: "", date: "", override: "" });
  const fetcher = useFetcher<Answer>();
  useAnswered(fetcher, (answer) => {
    if (answer.done) notify({ type: "success", title: t`Saved`, description: i18n._(answer.done) });
  });
  const error = fetcher.data?.failure === undefined ? "" : describeError(fetcher.data.failure, i18n);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const approval = {
      reference: input.reference,
      date: input.date,
      // The words this form was shown with: if someone saved other words meanwhile, the approval is refused.
      contentHash: version.contentHash,
      ...(problems.length ? { override: input.override } : {}),
    };
    void fetcher.submit(asJson({ intent: "approve", versionId: version.id, approval }), { method: "post", encType: "application/json" });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h4 className="font-semibold text-slate-900">
        <Trans>Record the ethics board's approval of version {version.number}</Trans>
      </h4>
      {problems.length > 0 ? (
        <div className="text-sm text-slate-800">
          <p className="font-medium text-red-700">
            <Trans>These parts break a content rule. Fix them in a new draft, or write why the board approved them as they are.</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.language}-${problem.field}`}>
                <span className="font-mono">
                  {problem.language.toUpperCase()} {problem.field}
                </span>
                : {problem.problems.join("; ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={<Trans>Ethics board reference</Trans>}>
          {(control) => (
            <input
              {...control}
              value={input.reference}
              maxLength={60}
              onChange={(e) => setInput({ ...input, reference: e.target.value })}
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label={<Trans>Approved on</Trans>}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={input.date}
              onChange={(e) => setInput({ ...input, date: e.target.value })}
              className={inputStyles}
            />
          )}
        </FormField>
      </div>
      {problems.length > 0 ? (
        <FormField label={<Trans>Why the board approved these words as they are</Trans>}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              value={input.override}
              onChange={(e) => setInput({ ...input, override: e.target.value })}
              className={inputStyles}
            />
          )}
        </FormField>
      ) : null}
      <button type="submit" disabled={fetcher.state !== "idle"} className={`${buttonStyles.secondary} ${compactButton}`}>
        <Trans>Record the approval</Trans>
      </button>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}
