import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { CURRENT_CONSENT_VERSION, CURRENT_SMS_CONSENT_VERSION } from "../../../../contract/consent";
import type { InquiryInput } from "../../../../contract/inquiry";
import { isFieldErrorCode } from "../../../../contract/inquiryFields";
import { readAttribution } from "../../../api/attribution";
import { describeError } from "../../../api/errorText";
import { submitInquiry } from "../../../api/inquiries";
import { notify } from "../../../ui/notify";
import { emptyContactForm, type ContactField, type ContactFormValues } from "./contactFormValues";
import { fieldErrorMessages } from "./fieldErrors";

export type FieldErrors = Partial<Record<ContactField, string>>;

/** The order errors are looked at in: focus goes to the first field with one. */
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
export const loadSchema = () => (schemaModule ??= import("./contactFormSchema"));

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

/**
 * The contact form's state and its one way out: validated here for quick feedback, sent to the API,
 * which checks everything again. What the visitor typed is kept until the server has stored it.
 */
export function useContactForm({
  studyCode,
  form,
  confirmation,
}: {
  studyCode: string | undefined;
  form: React.RefObject<HTMLFormElement | null>;
  confirmation: React.RefObject<HTMLDivElement | null>;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState("");
  // The last message sent: its reference and whether texts were agreed to (the confirmation stays).
  const [sent, setSent] = useState<{ reference: number; texts: boolean } | null>(null);

  const errorText = (code: string) => i18n._(fieldErrorMessages[isFieldErrorCode(code) ? code : "invalid"]);

  // One id per submission (the server's idempotency key): sending the same values again after a dropped
  // connection gets the first answer instead of a second inquiry; changed values are a new submission.
  const submissionId = useRef(crypto.randomUUID());
  // Guards against a second submit while the first is still being validated or sent.
  const busy = useRef(false);

  const update = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    submissionId.current = crypto.randomUUID();
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's error as soon as the visitor changes it; it is checked again on submit.
    if (field !== "website") setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusField = (name: string) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const submit = async () => {
    setSent(null);
    const { data, errors: codes } = await validate(values);
    if (!data) {
      const fieldErrors: FieldErrors = {};
      for (const field of FIELD_ORDER) if (codes[field]) fieldErrors[field] = codes[field];
      setErrors(fieldErrors);
      setStatus(t`Please correct the highlighted fields.`);
      const first = FIELD_ORDER.find((field) => fieldErrors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setStatus("");
    setSubmitting(true);
    try {
      // The consent statement's version and the page's language go with it (the consent record).
      const created = await submitInquiry({
        ...data,
        smsConsent: data.smsConsent || undefined,
        smsConsentVersion: data.smsConsent ? CURRENT_SMS_CONSENT_VERSION : undefined,
        consentVersion: CURRENT_CONSENT_VERSION,
        language: i18n.locale === "es" ? "es" : "en",
        studyId: studyCode,
        source: readAttribution(),
        submissionId: submissionId.current,
      } satisfies InquiryInput);
      submissionId.current = crypto.randomUUID();
      setValues(emptyContactForm);
      // The form is empty again; focus goes to the confirmation beside the Submit button, not to the top.
      flushSync(() => setSent({ reference: created.id, texts: Boolean(data.smsConsent) }));
      confirmation.current?.focus();
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

  return { values, update, errors, errorText, submitting, status, sent, onSubmit, focusField };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
