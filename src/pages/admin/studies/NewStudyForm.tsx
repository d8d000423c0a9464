import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { STUDY_CATEGORIES, type StudyCategory } from "../../../../contract/studies";
import type { NewStudyInput } from "../../../../contract/studyEditor";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { categoryLabels } from "../../../content/categories";
import { FormField } from "../../../ui/form/FormField";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";
import { useAuthFailure } from "../session";

/** Adds a study by its code (and NCT number): it shows nowhere until a version of its text is published. */
export function NewStudyForm({ onCreate }: { onCreate: (input: NewStudyInput) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const handleAuthFailure = useAuthFailure();
  const [input, setInput] = useState({ code: "", nct: "", category: "cardiology" as StudyCategory });
  const [errors, setErrors] = useState<{ code?: string; nct?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onCreate({ code: input.code, nct: input.nct.trim() || null, category: input.category });
    } catch (failure) {
      if (!handleAuthFailure(failure)) {
        const fields = failure instanceof ApiError ? failure.fields : {};
        setErrors({
          code: fields.code ? t`Use the trial's acronym: capital letters, digits and hyphens, e.g. FINALITY-HF.` : undefined,
          nct: fields.nct ? t`An NCT number is NCT and eight digits, e.g. NCT06033950.` : undefined,
          form: fields.code || fields.nct ? undefined : describeError(failure, i18n),
        });
      }
    }
    setBusy(false);
  };
  return (
    <section aria-labelledby="new-study" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="new-study" className="text-lg font-semibold text-slate-900">
        <Trans>Add a study</Trans>
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
        <FormField label={<Trans>Study code (acronym)</Trans>} error={errors.code}>
          {(control) => (
            <input
              {...control}
              value={input.code}
              maxLength={40}
              onChange={(e) => setInput({ ...input, code: e.target.value })}
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label={<Trans>NCT number (optional)</Trans>} error={errors.nct}>
          {(control) => (
            <input
              {...control}
              value={input.nct}
              maxLength={11}
              onChange={(e) => setInput({ ...input, nct: e.target.value })}
              className={inputStyles}
            />
          )}
        </FormField>
        <OptionSelect
          label={<Trans>Category</Trans>}
          value={input.category}
          onChange={(category) => setInput({ ...input, category: category as StudyCategory })}
          options={STUDY_CATEGORIES.map((category) => [category, i18n._(categoryLabels[category])] as const)}
        />
        <div className="sm:col-span-3">
          <button type="submit" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Add the study</Trans>
          </button>
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
            {errors.form}
          </p>
        </div>
      </form>
    </section>
  );
}
