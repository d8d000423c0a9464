import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { STUDY_CATEGORIES } from "../../../../contract/studies";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { FormField } from "../../../ui/form/FormField";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";
import { studyCategoryLabels } from "../labels";
import type { Answer } from "../staffActions";

/**
 * Adds a study by its code (and NCT number), through the studies' action, which opens its editor: it shows
 * nowhere until a version of its text is published.
 */
export function NewStudyForm() {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<Answer>();
  const failure = fetcher.data?.failure;
  const fields = failure instanceof ApiError ? failure.fields : {};
  const codeError = fields.code ? t`Use the trial's acronym: capital letters, digits and hyphens, e.g. FINALITY-HF.` : undefined;
  const nctError = fields.nct ? t`An NCT number is NCT and eight digits, e.g. NCT06033950.` : undefined;
  const formError = failure !== undefined && !fields.code && !fields.nct ? describeError(failure, i18n) : "";
  return (
    <section aria-labelledby="new-study" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="new-study" className="text-lg font-semibold text-slate-900">
        <Trans>Add a study</Trans>
      </h2>
      <fetcher.Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
        <FormField label={<Trans>Study code (acronym)</Trans>} error={codeError}>
          {(control) => <input {...control} name="code" maxLength={40} className={inputStyles} />}
        </FormField>
        <FormField label={<Trans>NCT number (optional)</Trans>} error={nctError}>
          {(control) => <input {...control} name="nct" maxLength={11} className={inputStyles} />}
        </FormField>
        <FormField label={<Trans>Category</Trans>}>
          {(control) => (
            <select {...control} name="category" defaultValue="cardiology" className={inputStyles}>
              {STUDY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {i18n._(studyCategoryLabels[category])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-3">
          <button
            type="submit"
            name="intent"
            value="create"
            disabled={fetcher.state !== "idle"}
            className={`${buttonStyles.secondary} ${compactButton}`}
          >
            <Trans>Add the study</Trans>
          </button>
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
            {formError}
          </p>
        </div>
      </fetcher.Form>
    </section>
  );
}
