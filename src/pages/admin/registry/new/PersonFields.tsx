import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from "react";
import { LANGUAGES } from "../../../../../contract/language";
import { SHEET_PHOTO_TYPES } from "../../../../../contract/volunteerSheet";
import { VOLUNTEER_CHANNELS, VOLUNTEER_TOPICS } from "../../../../../contract/volunteers";
import { FormField } from "../../../../ui/form/FormField";
import { inputStyles } from "../../../../ui/styles";
import { contactMethodLabels, interestLabels, languageNames } from "../../labels";
import { ChoiceGroup } from "./ChoiceGroup";
import { TextsBox } from "./TextsBox";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "aria-describedby" | "name">;

/** One uncontrolled field: the form reads it by `name` when it is sent, so typing costs no render. */
function Field({
  label,
  hint,
  name,
  error,
  inputRef,
  ...input
}: InputProps & { label: string; hint?: string; name: string; error?: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} ref={inputRef} name={name} className={inputStyles} />}
    </FormField>
  );
}

/**
 * What one sheet says about one person. The parent gives it a new `key` after each save, so every field starts
 * empty again for the next sheet; a refused save keeps what was typed.
 */
export function PersonFields({
  errors,
  nameRef,
  idPrefix,
}: {
  /** Each field's problem, in words, by the form's field name. */
  errors: Record<string, string>;
  nameRef: Ref<HTMLInputElement>;
  idPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const [textChannelTicked, setTextChannelTicked] = useState(false);
  const followTextChannel = (event: ChangeEvent<HTMLFieldSetElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.name === "channels" && input.value === "text") setTextChannelTicked(input.checked);
  };
  return (
    <fieldset onChange={followTextChannel} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">
        <Trans>The person</Trans>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name`} name="name" autoComplete="off" maxLength={100} error={errors.name} inputRef={nameRef} />
        <FormField label={t`Language to write to them in`}>
          {(control) => (
            <select {...control} name="language" defaultValue="es" className={inputStyles}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {i18n._(languageNames[language])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Field label={t`Phone`} name="phone" type="tel" autoComplete="off" maxLength={30} error={errors.phone} />
        <Field label={t`Email`} name="email" type="email" autoComplete="off" maxLength={254} error={errors.email} />
        <Field
          label={t`Year of birth`}
          name="birthYear"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]*"
          error={errors.birthYear}
        />
        <Field label={t`ZIP code`} name="zip" inputMode="numeric" autoComplete="off" maxLength={5} error={errors.zip} />
      </div>
      <ChoiceGroup
        legend={t`Health topics ticked`}
        name="topics"
        options={VOLUNTEER_TOPICS.map((topic) => [topic, i18n._(interestLabels[topic])] as const)}
        error={errors.topics}
        errorId={`${idPrefix}-topics-error`}
      />
      <ChoiceGroup
        legend={t`May be reached by`}
        name="channels"
        options={VOLUNTEER_CHANNELS.map((channel) => [channel, i18n._(contactMethodLabels[channel])] as const)}
        error={errors.channels}
        errorId={`${idPrefix}-channels-error`}
      />
      <TextsBox textChannelTicked={textChannelTicked} error={errors.textConsent} idPrefix={idPrefix} />
      <Field
        label={t`Photo of the signed sheet (optional)`}
        hint={t`A JPEG, PNG or WebP picture, at most 10 MB. Kept private; erased with the person's details.`}
        name="photo"
        type="file"
        accept={SHEET_PHOTO_TYPES.join(",")}
        error={errors.photo}
      />
    </fieldset>
  );
}
