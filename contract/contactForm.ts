/**
 * The contact form as a form: the values it holds, the names its fields carry when the browser submits it
 * without JavaScript (application/x-www-form-urlencoded, read by worker/pages/contactForm.ts), and how both
 * become the inquiry contract (./inquiry.ts). No validation library here, so the form renders and takes
 * typing before zod has loaded; ./contactFormSchema.ts holds the schema.
 */
import { CURRENT_CONSENT_VERSION, CURRENT_SMS_CONSENT_VERSION } from "./consent.ts";
import type { FieldErrorCode } from "./inquiryFields.ts";
import type { Language } from "./language.ts";
import type { Answers } from "./prescreen.ts";
import { CURRENT_REGISTRY_STATEMENT } from "./volunteers.ts";

/** What the contact form holds while the visitor types. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  interest: string;
  contactMethod: string;
  contactTime: string;
  heardFrom: string;
  /** "Who referred you?": a partner's code, typed (optional). */
  referralCode: string;
  consent: boolean;
  /** "You may text me at this number" (optional). */
  smsConsent: boolean;
  /** "Keep me on the list for future studies" (optional; the registry's own statement). */
  registry: boolean;
  /** The honeypot. */
  website: string;
};

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  interest: "",
  contactMethod: "",
  contactTime: "",
  heardFrom: "",
  referralCode: "",
  consent: false,
  smsConsent: false,
  registry: false,
  website: "",
};

export type ContactField = Exclude<keyof ContactFormValues, "website">;

/** The fields in the order they appear: errors are looked at in it, and focus goes to the first. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = [
  "name",
  "email",
  "phone",
  "contactMethod",
  "contactTime",
  "interest",
  "message",
  "heardFrom",
  "referralCode",
  "consent",
];

const TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "message",
  "interest",
  "contactMethod",
  "contactTime",
  "heardFrom",
  "referralCode",
  "website",
] as const;
const OPTIONAL_CHOICES = ["interest", "contactMethod", "contactTime", "heardFrom", "referralCode"] as const;

/** The hidden fields that carry the study and the answers to its questions through a plain HTML submission. */
export const STUDY_FIELD = "studyId";
/** A button's own submission that is not a message ("remove-study"): the Worker sends the form back changed. */
export const FORM_INTENT_FIELD = "intent";
export const PRESCREEN_VERSION_FIELD = "prescreenVersion";
const ANSWER_PREFIX = "answer.";
export const answerField = (questionId: string) => `${ANSWER_PREFIX}${questionId}`;

/** The answers a study's questions collected so far, from hidden or visible `answer.<id>` fields. */
export function answersFromFields(fields: URLSearchParams): Answers {
  const answers: Answers = Object.create(null) as Answers;
  for (const [name, value] of fields) if (name.startsWith(ANSWER_PREFIX)) answers[name.slice(ANSWER_PREFIX.length)] = value;
  return answers;
}

/** The values of a submitted form (a checkbox is sent only when ticked). Anything else it holds is ignored. */
export function valuesFromFields(fields: URLSearchParams): ContactFormValues {
  const values = { ...emptyContactForm };
  for (const name of TEXT_FIELDS) values[name] = fields.get(name) ?? "";
  values.consent = fields.has("consent");
  values.smsConsent = fields.has("smsConsent");
  values.registry = fields.has("registry");
  return values;
}

/** The answers to a study's questions that go with a message: the version they belong to and the answers. */
export type PrescreenAnswers = { versionId: number; answers: Answers };

/**
 * The inquiry the form's values make (what ./inquiry.ts validates): empty optional choices left out, the
 * consent statements' versions and the page's language added. The same for the browser's `fetch` and for
 * the Worker reading a plain submission.
 */
export function inquiryInputOf(
  values: ContactFormValues,
  context: { language: Language; studyId?: string; prescreen?: PrescreenAnswers; submissionId?: string; source?: unknown },
): Record<string, unknown> {
  const { registry, ...fields } = values;
  const input: Record<string, unknown> = {
    ...fields,
    website: values.website || undefined,
    smsConsent: values.smsConsent || undefined,
    smsConsentVersion: values.smsConsent ? CURRENT_SMS_CONSENT_VERSION : undefined,
    consentVersion: CURRENT_CONSENT_VERSION,
    registryConsent: registry ? CURRENT_REGISTRY_STATEMENT : undefined,
    language: context.language,
    studyId: context.studyId || undefined,
    prescreen: context.prescreen,
    submissionId: context.submissionId,
    source: context.source,
  };
  for (const key of OPTIONAL_CHOICES) input[key] = values[key] || undefined;
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}

/** Why a submission was not stored, beyond its fields: said beside the Submit button, in words. */
export type FormProblem = "fields" | "rate_limited" | "storage_unavailable" | "study_closed" | "answers" | "offline" | "failed";

/** The study a message is about, as the form shows it (its code and title in the page's language). */
export type FormStudy = { code: string; title: string };

/**
 * What a contact form was rendered with by the Worker (a link from a study, or a plain submission it
 * refused): it travels with the page (src/prerender/pageData.ts), so the browser starts from the same state.
 */
export type ContactFormState = {
  /** The page this state belongs to ("/contact", "/es/studies/finality-hf/questions"). */
  path: string;
  study: FormStudy | null;
  values: ContactFormValues;
  errors: Partial<Record<ContactField, FieldErrorCode>>;
  problem: FormProblem | null;
  prescreen: PrescreenAnswers | null;
};
