import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CONTACT_METHODS, CONTACT_TIMES, HEARD_FROM_OPTIONS, INTEREST_OPTIONS } from "../../../../contract/inquiryFields";
import { contactMethodLabels, contactTimeLabels, heardFromLabels } from "../../../content/contactPreferences";
import { interestLabels } from "../../../content/interests";
import { FormField, type ControlProps } from "../../../ui/form/FormField";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { inputStyles } from "../../../ui/styles";
import type { ContactField } from "../../../../contract/contactForm";
import { INQUIRY_LIMITS } from "../../../../contract/inquiryFields";
import type { ContactFormHook } from "./useContactForm";

type Props = Pick<ContactFormHook, "values" | "update" | "errors" | "errorText"> & {
  /** The field the page opens on (the first with an error, or the first one after "See if you qualify"). */
  autoFocus?: ContactField;
};

/** Who the visitor is and how to reach them: name, e-mail, phone and the two optional preferences. */
export function ContactDetails(props: Props) {
  const { t, i18n } = useLingui();
  const { values, update } = props;
  return (
    <>
      <TextField {...props} name="name" label={<Trans>Full Name</Trans>}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={(e) => update("name", e.target.value)}
            className={inputStyles}
          />
        )}
      </TextField>
      <TextField {...props} name="email" label={<Trans>Email</Trans>}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => update("email", e.target.value)}
            className={inputStyles}
          />
        )}
      </TextField>
      <TextField {...props} name="phone" label={<Trans>Phone</Trans>}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={values.phone}
            onChange={(e) => update("phone", e.target.value)}
            className={inputStyles}
          />
        )}
      </TextField>
      <Choice
        {...props}
        name="contactMethod"
        label={<Trans>How should we reach you? (optional)</Trans>}
        empty={t`No preference`}
        options={CONTACT_METHODS.map((option) => [option, i18n._(contactMethodLabels[option])] as const)}
      />
      <Choice
        {...props}
        name="contactTime"
        label={<Trans>Best time to reach you (optional)</Trans>}
        empty={t`No preference`}
        options={CONTACT_TIMES.map((option) => [option, i18n._(contactTimeLabels[option])] as const)}
      />
    </>
  );
}

/** What the message is about: the area, the message itself and how the visitor heard of us. */
export function MessageFields(props: Props) {
  const { t, i18n } = useLingui();
  const { values, update } = props;
  return (
    <>
      <Choice
        {...props}
        name="interest"
        label={<Trans>Area of interest (optional)</Trans>}
        empty={t`Select an area`}
        options={INTEREST_OPTIONS.map((option) => [option, i18n._(interestLabels[option])] as const)}
      />
      <TextField {...props} name="message" label={<Trans>Message</Trans>} hint={<MessageLength length={values.message.length} />}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={values.message}
            onChange={(e) => update("message", e.target.value)}
            className={inputStyles}
          />
        )}
      </TextField>
      <Choice
        {...props}
        name="heardFrom"
        label={<Trans>How did you hear about us? (optional)</Trans>}
        empty={t`Choose one`}
        options={HEARD_FROM_OPTIONS.map((option) => [option, i18n._(heardFromLabels[option])] as const)}
      />
      <TextField
        {...props}
        name="referralCode"
        label={<Trans>Who referred you? (optional)</Trans>}
        hint={<Trans>Did a doctor's office, a promotora or a group give you a card with a code? Type the code here.</Trans>}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={values.referralCode}
            onChange={(e) => update("referralCode", e.target.value)}
            className={inputStyles}
          />
        )}
      </TextField>
    </>
  );
}

/**
 * Near the message's limit, how much room is left; past it, by how much to shorten. The box takes everything pasted
 * (no maxLength): words are never dropped unseen, and the form refuses a message too long until it is shortened
 * (issue #52, item 2).
 */
function MessageLength({ length }: { length: number }) {
  const { i18n } = useLingui();
  if (length <= INQUIRY_LIMITS.message - 500) return null;
  const over = length - INQUIRY_LIMITS.message;
  // Numbers as people read them here: 5,000 (docs/content.md).
  const [count, limit, tooMany] = [length, INQUIRY_LIMITS.message, over].map((n) => i18n.number(n));
  return (
    <span className={over > 0 ? "font-semibold text-red-700" : undefined} aria-live="polite" data-testid="message-length">
      {over > 0 ? (
        <Trans>
          Your message is {tooMany} characters too long. Please shorten it to {limit} characters.
        </Trans>
      ) : (
        <Trans>
          {count} of {limit} characters
        </Trans>
      )}
    </span>
  );
}

function TextField({
  name,
  label,
  hint,
  errors,
  errorText,
  autoFocus,
  children,
}: Props & {
  name: ContactField;
  label: ReactNode;
  hint?: ReactNode;
  children: (control: ControlProps & { name: string; autoFocus?: true }) => ReactNode;
}) {
  const error = errors[name];
  return (
    <FormField label={label} labelSize="base" hint={hint} error={error ? errorText(error) : undefined}>
      {(control) => children({ ...control, name, ...(autoFocus === name ? { autoFocus: true as const } : {}) })}
    </FormField>
  );
}

type SelectName = "contactMethod" | "contactTime" | "interest" | "heardFrom";

function Choice({
  name,
  label,
  empty,
  options,
  values,
  update,
  errors,
  errorText,
}: Props & { name: SelectName; label: ReactNode; empty: string; options: (readonly [string, string])[] }) {
  const error = errors[name];
  return (
    <OptionSelect
      name={name}
      labelSize="base"
      label={label}
      empty={empty}
      options={options}
      value={values[name]}
      onChange={(value) => update(name, value)}
      error={error ? errorText(error) : undefined}
    />
  );
}
