import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  CONTACT_FIELD_ORDER,
  emptyContactForm,
  inquiryInputOf,
  valuesFromFields,
  type ContactField,
  type ContactFormState as RenderedFormState,
  type ContactFormValues,
  type FormProblem,
  type PrescreenAnswers,
} from "../../../../contract/contactForm";
import { isFieldErrorCode, type FieldErrorCode } from "../../../../contract/inquiryFields";
import { notify } from "../../../ui/notify";
import { fieldErrorMessages } from "./fieldErrors";
import { problemText } from "./problemText";

export type FieldErrors = Partial<Record<ContactField, FieldErrorCode>>;

// The validation library and the API client are chunks of their own, fetched at the first focus in the
// form (or at submit): a visitor who only reads the page never downloads or runs them.
let schemaModule: Promise<typeof import("../../../../contract/contactFormSchema")> | null = null;
let sendModule: Promise<typeof import("./sendInquiry")> | null = null;
const loadSchema = () => (schemaModule ??= import("../../../../contract/contactFormSchema"));
const loadSend = () => (sendModule ??= import("./sendInquiry"));
export const prepareToSend = () => Promise.all([loadSchema(), loadSend()]);

/**
 * The contact form's state and its one way out: validated here for quick feedback, sent to the API,
 * which checks everything again. It starts from what the Worker rendered (a refused plain submission
 * keeps every value and error), takes over whatever was typed before the page's code arrived, and keeps
 * what the visitor typed until the server has stored it.
 */
export function useContactForm({
  initial,
  studyCode,
  prescreen,
  form,
  confirmation,
  onStudyClosed,
}: {
  initial: RenderedFormState | null;
  studyCode: string | undefined;
  prescreen: PrescreenAnswers | undefined;
  form: React.RefObject<HTMLFormElement | null>;
  confirmation: React.RefObject<HTMLDivElement | null>;
  /** The study stopped taking people since the page opened: the form drops it, and the message can go without it. */
  onStudyClosed: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactFormValues>(initial?.values ?? emptyContactForm);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [problem, setProblem] = useState<FormProblem | null>(initial?.problem ?? null);
  const [submitting, setSubmitting] = useState(false);
  // The last message sent: its reference and whether texts were agreed to (the confirmation stays).
  const [sent, setSent] = useState<{ reference: number; texts: boolean } | null>(null);

  const errorText = (code: string) => i18n._(fieldErrorMessages[isFieldErrorCode(code) ? code : "invalid"]);

  // One id per submission (the server's idempotency key): sending the same values again after a dropped
  // connection gets the first answer instead of a second inquiry; changed values are a new submission.
  const submissionId = useRef(crypto.randomUUID());
  // Guards against a second submit while the first is still being validated or sent.
  const busy = useRef(false);

  // Typed into the server's HTML before the page's code arrived: the form's state takes it over, so the
  // next render neither clears it nor sends something else.
  useEffect(() => {
    if (!form.current) return;
    const typed = valuesFromFields(new URLSearchParams(new FormData(form.current) as unknown as Record<string, string>));
    setValues((current) => (JSON.stringify(current) === JSON.stringify(typed) ? current : typed));
  }, [form]);

  const update = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    submissionId.current = crypto.randomUUID();
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's error as soon as the visitor changes it; it is checked again on submit.
    if (field !== "website") setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusField = (name: string) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const submit = async () => {
    setSent(null);
    const language = i18n.locale === "es" ? "es" : "en";
    const input = inquiryInputOf(values, { language, studyId: studyCode, prescreen });
    let modules: Awaited<ReturnType<typeof prepareToSend>>;
    try {
      modules = await prepareToSend();
    } catch {
      // The form's code could not be fetched (the connection dropped): nothing was sent; say so, keep everything.
      schemaModule = sendModule = null;
      flushSync(() => setProblem("offline"));
      confirmation.current?.focus();
      return;
    }
    const [{ checkContactForm }, { sendInquiry }] = modules;
    const checked = checkContactForm(input);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem("fields");
      const first = CONTACT_FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setProblem(null);
    setSubmitting(true);
    try {
      const sent = await sendInquiry({ ...checked.data, submissionId: submissionId.current });
      if (sent.ok) {
        submissionId.current = crypto.randomUUID();
        setValues(emptyContactForm);
        // The form is empty again; focus goes to the confirmation beside the Submit button, not to the top.
        flushSync(() => setSent({ reference: sent.inquiry.id, texts: Boolean(checked.data.smsConsent) }));
        confirmation.current?.focus();
        notify({
          type: "success",
          title: t`Form Submitted`,
          description: t`Thank you for your interest! Our team will contact you shortly.`,
        });
      } else {
        // Keep everything the visitor typed; say what went wrong beside the button, where it stays.
        if (sent.problem === "failed") setErrors(sent.fields);
        flushSync(() => {
          setProblem(sent.problem);
          if (sent.problem === "study_closed") onStudyClosed();
        });
        confirmation.current?.focus();
        notify({ type: "error", title: t`Error`, description: i18n._(problemText[sent.problem]) });
      }
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

  return { values, update, errors, errorText, submitting, problem, sent, onSubmit, focusField };
}

export type ContactFormHook = ReturnType<typeof useContactForm>;
