import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { CURRENT_CONSENT_VERSION, CURRENT_SMS_CONSENT_VERSION } from "../../../contract/consent";
import type { InquiryInput } from "../../../contract/inquiry";
import { CONTACT_METHODS, CONTACT_TIMES, HEARD_FROM_OPTIONS, INTEREST_OPTIONS, isFieldErrorCode } from "../../../contract/inquiryFields";
import { readAttribution } from "../../api/attribution";
import { contactMethodLabels, contactTimeLabels, heardFromLabels } from "../../content/contactPreferences";
import { useOpenStudy } from "../../studies/useOpenStudy";
import { describeError } from "../../api/errorText";
import { submitInquiry } from "../../api/inquiries";
import { interestLabels } from "../../content/interests";
import { buttonStyles, inputStyles as inputClass, linkStyles } from "../../ui/styles";
import { notify } from "../../ui/notify";
import { emptyContactForm, type ContactField, type ContactFormValues } from "./contactFormValues";
import { fieldErrorMessages } from "./fieldErrors";
import { SubmittedConfirmation } from "./SubmittedConfirmation";
import { useHydrated, useHydratedSearchParams } from "../../ui/useHydrated";

type FieldErrors = Partial<Record<ContactField, string>>;
const FIELD_ORDER: ContactField[] = [
  "name",
  "email",
  "phone",
  "contactMethod",
  "contactTime",
  "interest",
  "message",
  "heardFrom",
  "consent",
];
const OPTIONAL_SELECTS = ["interest", "contactMethod", "contactTime", "heardFrom"] as const;

// The validation library is its own chunk, fetched at the first focus in the form (or at submit): a
// visitor who only reads the page never downloads or runs it.
let schemaModule: Promise<typeof import("./contactFormSchema")> | null = null;
const loadSchema = () => (schemaModule ??= import("./contactFormSchema"));

async function validate(values: ContactFormValues) {
  const { contactFormSchema } = await loadSchema();
  const input: Record<string, unknown> = { ...values, website: values.website || undefined, smsConsent: values.smsConsent || undefined };
  for (const key of OPTIONAL_SELECTS) input[key] = values[key] || undefined;
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { data: result.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

export function ContactForm() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useHydratedSearchParams();
  const hydrated = useHydrated();
  // "See if you qualify" links carry the study; the visitor can take it off.
  const studyParam = searchParams.get("study") ?? "";
  const study = useOpenStudy(studyParam);
  const removeStudy = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("study");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  };
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState("");
  // The last message sent: its reference and whether texts were agreed to (the confirmation stays).
  const [sent, setSent] = useState<{ reference: number; texts: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const messageFor = (code: string) => i18n._(fieldErrorMessages[isFieldErrorCode(code) ? code : "invalid"]);

  // One id per submission (the server's idempotency key): sending the same values again after a dropped
  // connection gets the first answer instead of a second inquiry; changed values are a new submission.
  const submissionId = useRef(crypto.randomUUID());

  const update = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    submissionId.current = crypto.randomUUID();
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's error as soon as the visitor changes it; it is checked again on submit.
    if (field !== "website") setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Guards against a second submit while the first is still being validated or sent.
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit();
    } finally {
      busy.current = false;
    }
  };

  const submit = async () => {
    setSent(null);
    const { data, errors: codes } = await validate(values);
    if (!data) {
      const fieldErrors: FieldErrors = {};
      for (const field of FIELD_ORDER) if (codes[field]) fieldErrors[field] = codes[field];
      setErrors(fieldErrors);
      setStatus(t`Please correct the highlighted fields.`);
      const first = FIELD_ORDER.find((field) => fieldErrors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus("");
    setSubmitting(true);
    try {
      // The consent statement's version and the page's language go with it (the consent record).
      const language = i18n.locale === "es" ? "es" : "en";
      const created = await submitInquiry({
        ...data,
        smsConsent: data.smsConsent || undefined,
        smsConsentVersion: data.smsConsent ? CURRENT_SMS_CONSENT_VERSION : undefined,
        consentVersion: CURRENT_CONSENT_VERSION,
        language,
        studyId: study?.code,
        source: readAttribution(),
        submissionId: submissionId.current,
      } satisfies InquiryInput);
      submissionId.current = crypto.randomUUID();
      setValues(emptyContactForm);
      // The form is empty again; focus goes to the confirmation beside the Submit button, not to the top.
      flushSync(() => setSent({ reference: created.id, texts: Boolean(data.smsConsent) }));
      confirmationRef.current?.focus();
      notify({
        type: "success",
        title: t`Form Submitted`,
        description: t`Thank you for your interest! Our team will contact you shortly.`,
      });
    } catch (error) {
      // Keep everything the visitor typed so they can try again.
      notify({ type: "error", title: t`Error`, description: describeError(error, i18n) });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: ContactField, label: ReactNode, control: (props: FieldProps) => ReactNode, hint?: ReactNode) => {
    const errorId = `${id}-${name}-error`;
    const hintId = hint ? `${id}-${name}-hint` : undefined;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {control({
          id: `${id}-${name}`,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": [error ? errorId : null, hintId].filter(Boolean).join(" ") || undefined,
        })}
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {messageFor(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    // method="post": should the browser ever submit it natively, what was typed never lands in a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      className="space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        <Trans>Send Us a Message</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>All fields are required unless marked optional.</Trans>
      </p>
      {/* Usable once the page has hydrated: text typed into the prerendered fields before then would be
          lost, and a native submission would bypass our validation and API. Takes a moment at most. */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
        {study ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="study-chip">
            <p className="text-slate-900">
              <Trans>
                Your message is about the study <span className="font-mono font-semibold">{study.code}</span>: {study.text.title}
              </Trans>
            </p>
            <button type="button" onClick={removeStudy} className={`${buttonStyles.ghost} min-h-11 px-4 py-2 text-sm`}>
              <Trans>Remove study</Trans>
              <span className="sr-only"> {study.code}</span>
            </button>
          </div>
        ) : null}
        {field("name", <Trans>Full Name</Trans>, (props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={(e) => update("name", e.target.value)}
            className={inputClass}
          />
        ))}
        {field("email", <Trans>Email</Trans>, (props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => update("email", e.target.value)}
            className={inputClass}
          />
        ))}
        {field("phone", <Trans>Phone</Trans>, (props) => (
          <input
            {...props}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={values.phone}
            onChange={(e) => update("phone", e.target.value)}
            className={inputClass}
          />
        ))}
        {field("contactMethod", <Trans>How should we reach you? (optional)</Trans>, (props) => (
          <select {...props} value={values.contactMethod} onChange={(e) => update("contactMethod", e.target.value)} className={inputClass}>
            <option value="">{t`No preference`}</option>
            {CONTACT_METHODS.map((option) => (
              <option key={option} value={option}>
                {i18n._(contactMethodLabels[option])}
              </option>
            ))}
          </select>
        ))}
        {field("contactTime", <Trans>Best time to reach you (optional)</Trans>, (props) => (
          <select {...props} value={values.contactTime} onChange={(e) => update("contactTime", e.target.value)} className={inputClass}>
            <option value="">{t`No preference`}</option>
            {CONTACT_TIMES.map((option) => (
              <option key={option} value={option}>
                {i18n._(contactTimeLabels[option])}
              </option>
            ))}
          </select>
        ))}
        {field("interest", <Trans>Area of interest (optional)</Trans>, (props) => (
          <select {...props} value={values.interest} onChange={(e) => update("interest", e.target.value)} className={inputClass}>
            <option value="">{t`Select an area`}</option>
            {INTEREST_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {i18n._(interestLabels[option])}
              </option>
            ))}
          </select>
        ))}
        {field("message", <Trans>Message</Trans>, (props) => (
          <textarea
            {...props}
            rows={5}
            maxLength={5000}
            value={values.message}
            onChange={(e) => update("message", e.target.value)}
            className={inputClass}
          />
        ))}
        {field("heardFrom", <Trans>How did you hear about us? (optional)</Trans>, (props) => (
          <select {...props} value={values.heardFrom} onChange={(e) => update("heardFrom", e.target.value)} className={inputClass}>
            <option value="">{t`Choose one`}</option>
            {HEARD_FROM_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {i18n._(heardFromLabels[option])}
              </option>
            ))}
          </select>
        ))}
        <div>
          {/* The whole row is the checkbox's target (at least 44 px tall), not only the 24 px box. */}
          <label htmlFor={`${id}-consent`} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-slate-800">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              checked={values.consent}
              onChange={(e) => update("consent", e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <span>
              <Trans>
                I agree that the research team may contact me about studies. My information stays private, as our{" "}
                <Link to="/privacy" className={linkStyles.inline}>
                  privacy policy
                </Link>{" "}
                says.
              </Trans>
            </span>
          </label>
          {errors.consent ? (
            <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
              {messageFor(errors.consent)}
            </p>
          ) : null}
        </div>
        <label htmlFor={`${id}-smsConsent`} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-slate-800">
          <input
            id={`${id}-smsConsent`}
            name="smsConsent"
            type="checkbox"
            checked={values.smsConsent}
            onChange={(e) => update("smsConsent", e.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          <span>
            <Trans>
              You may text me at this number (optional). Texts are about my message and my visits: up to 4 a month. Message and data rates
              may apply. Reply STOP to stop, HELP for help.
            </Trans>
          </span>
        </label>
        {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => update("website", e.target.value)}
          />
        </div>
        <SubmittedConfirmation ref={confirmationRef} reference={sent?.reference ?? null} texts={sent?.texts ?? false} status={status} />
        {/* aria-disabled rather than disabled while sending: a disabled button would drop the keyboard focus to
          the top of the page (a second submit is refused by `busy`). */}
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className={`${buttonStyles.primary} w-full sm:w-auto aria-disabled:cursor-wait aria-disabled:opacity-60`}
        >
          {submitting ? <Trans>Submitting...</Trans> : <Trans>Submit</Trans>}
        </button>
      </fieldset>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};
