import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import {
  TEMPLATE_BODY_LIMIT,
  TEMPLATE_PURPOSES,
  TEMPLATE_SUBJECT_LIMIT,
  type TemplateDto,
  type TemplateInput,
  type TemplatePurpose,
} from "../../../../contract/messageTemplates";
import { SMS_SEGMENT_BUDGET, templateSegments } from "../../../../contract/textBudget";
import { firstContactTermsIn } from "../../../../contract/textRules/firstContact";
import { purposeLabels } from "./purposeLabels";
import { FormActions } from "../form/FormActions";
import { inputStyles } from "../../../ui/styles";
import { TextInput } from "../../../ui/form/TextInput";
import { notify } from "../../../ui/notify";
import { asJson, useAnswered, type Answer } from "../staffActions";
import { templateProblem } from "./templateProblems";

type Props = {
  /** The template whose words change, or null for a new one. */
  initial: TemplateDto | null;
  /** Its words were saved (or the change was cancelled): the form closes. */
  onDone?: () => void;
};
const EMPTY: TemplateInput = { name: "", firstContact: true, purpose: "general", body: { en: "", es: "" }, subject: { en: "", es: "" } };
const LANGUAGES = ["en", "es"] as const;
const [clinicTag, coordinatorTag, phoneTag, dateTag, timeTag, placeTag] = [
  "{clinic}",
  "{coordinator}",
  "{phone}",
  "{date}",
  "{time}",
  "{place}",
];

/**
 * A template's words in both languages, checked as they are typed; saved by the templates' action. Saving
 * changed words of an approved template withdraws the approval.
 */
export function TemplateForm({ initial, onDone }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const [input, setInput] = useState<TemplateInput>(
    initial
      ? { name: initial.name, firstContact: initial.firstContact, purpose: initial.purpose, body: initial.body, subject: initial.subject }
      : EMPTY,
  );
  useAnswered(fetcher, (answer) => {
    if (!answer.done) return;
    notify({ type: "success", title: t`Saved`, description: i18n._(answer.done) });
    if (initial) onDone?.();
    else setInput(EMPTY);
  });
  const error = fetcher.data?.failure === undefined ? "" : templateProblem(fetcher.data.failure, i18n);
  const purpose = input.purpose ?? "general";
  const flagged =
    input.firstContact || purpose !== "general"
      ? LANGUAGES.flatMap((language) => firstContactTermsIn(`${input.body[language]} ${input.subject[language]}`))
      : [];

  // Counted as the text goes out: the longest names, dates and places, and the lines the site adds.
  const asText = templateSegments({ purpose, body: input.body });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = initial ? { intent: "update", id: initial.id } : { intent: "create" };
    void fetcher.submit(asJson({ ...intent, input }), { method: "post", encType: "application/json" });
  };
  const languageName = { en: t`English`, es: t`Spanish` };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-describedby={`${id}-rules`}>
      <p id={`${id}-rules`} className="text-sm text-slate-700">
        <Trans>
          Placeholders: {clinicTag}, {coordinatorTag} (who sends it) and {phoneTag}. Texts end with how to stop texts on their own. The
          ethics board must approve the words in both languages before anyone can send them.
        </Trans>{" "}
        {purpose === "general" ? null : (
          <Trans>
            A visit's message may also use {dateTag}, {timeTag} and {placeTag}, written out in the person's language.
          </Trans>
        )}
      </p>
      <OptionSelect
        label={<Trans>Used for</Trans>}
        value={purpose}
        onChange={(value) => setInput({ ...input, purpose: value as TemplatePurpose })}
        options={TEMPLATE_PURPOSES.map((option) => [option, i18n._(purposeLabels[option])] as const)}
      />
      <TextInput
        label={<Trans>Name (staff see it, the person does not)</Trans>}
        value={input.name}
        maxLength={80}
        onChange={(name) => setInput({ ...input, name })}
      />
      <label className="flex min-h-11 items-center gap-2 text-slate-900">
        <input
          type="checkbox"
          checked={input.firstContact}
          onChange={(e) => setInput({ ...input, firstContact: e.target.checked })}
          className="size-5 accent-brand-700"
        />
        <Trans>May be a first contact (names no condition and no study)</Trans>
      </label>
      <div className="grid gap-4 md:grid-cols-2">
        {LANGUAGES.map((language) => (
          <fieldset key={language} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{languageName[language]}</legend>
            <TextInput
              label={<Trans>E-mail subject</Trans>}
              lang={language}
              maxLength={TEMPLATE_SUBJECT_LIMIT}
              value={input.subject[language]}
              onChange={(subject) => setInput({ ...input, subject: { ...input.subject, [language]: subject } })}
            />
            <div>
              <label htmlFor={`${id}-body-${language}`} className="block text-sm font-medium text-slate-800">
                <Trans>Words (text and e-mail)</Trans>
              </label>
              <textarea
                id={`${id}-body-${language}`}
                lang={language}
                rows={4}
                maxLength={TEMPLATE_BODY_LIMIT}
                value={input.body[language]}
                onChange={(e) => setInput({ ...input, body: { ...input.body, [language]: e.target.value } })}
                className={inputStyles}
              />
              <p className="text-sm text-slate-600" aria-live="polite">
                <Trans>
                  {input.body[language].length} of {TEMPLATE_BODY_LIMIT} characters
                </Trans>{" "}
                <span className={asText[language].fits ? undefined : "font-medium text-red-700"} data-testid={`segments-${language}`}>
                  {asText[language].fits ? (
                    <Trans>
                      As a text: {asText[language].segments} of {SMS_SEGMENT_BUDGET} parts at most, with the longest names, dates and
                      places.
                    </Trans>
                  ) : (
                    <Trans>
                      As a text: {asText[language].segments} parts, more than {SMS_SEGMENT_BUDGET}. Use fewer words.
                    </Trans>
                  )}
                </span>
              </p>
            </div>
          </fieldset>
        ))}
      </div>
      {flagged.length > 0 ? (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300">
          {purpose === "general" ? (
            <Trans>A first contact must not say: {flagged.join(", ")}.</Trans>
          ) : (
            <Trans>A visit message must not say: {flagged.join(", ")}.</Trans>
          )}
        </p>
      ) : null}
      <FormActions
        submit={initial ? <Trans>Save the words</Trans> : <Trans>Add the template</Trans>}
        error={error}
        busy={fetcher.state !== "idle"}
        onCancel={initial ? onDone : undefined}
      />
    </form>
  );
}
