/**
 * Message templates (docs/messaging.md): bilingual text admins manage, each sent only once the ethics board (IRB)
 * approved it. Changing an approved template's words withdraws the approval.
 */
import { healthTermsIn } from "./healthTerms";
import { firstContactTermsIn, invitationTermsIn } from "./textRules/firstContact.ts";
import { LANGUAGES, type Language } from "./language";
import { localDateSchema } from "./localDate";
import { identifyingText, multilineText } from "./textPolicy";
import { z } from "./zod";

export { healthTermsIn };

/**
 * The most characters a template's body may hold. What a text may take is counted in segments, not here:
 * three once sent, in either language (contract/textBudget.ts, templateSegments).
 */
export const TEMPLATE_BODY_LIMIT = 300;
export const TEMPLATE_SUBJECT_LIMIT = 100;

/**
 * What a template is for: "general" ones are what staff choose in the composer; each visit message
 * (contract/visits.ts) is sent from the approved template of its purpose, and not at all without one. A campaign
 * (contract/campaigns.ts) sends the approved "campaign_invitation" template an admin chose for it.
 */
export const TEMPLATE_PURPOSES = [
  "general",
  "visit_invitation",
  "visit_update",
  "visit_cancelled",
  "visit_reminder",
  "campaign_invitation",
] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

/** What a template may fill in. A first contact names the clinic, the coordinator and the number: nothing else. */
export const TEMPLATE_PLACEHOLDERS = ["clinic", "coordinator", "phone"] as const;
/** A visit's templates may also say when and where (written out in the person's language). */
export const VISIT_PLACEHOLDERS = ["date", "time", "place"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number] | (typeof VISIT_PLACEHOLDERS)[number];

/** A campaign's invitation goes from the clinic, not from a coordinator: it names the clinic and the number. */
export const CAMPAIGN_PLACEHOLDERS = ["clinic", "phone"] as const;

export function placeholdersFor(purpose: TemplatePurpose): readonly TemplatePlaceholder[] {
  if (purpose === "campaign_invitation") return CAMPAIGN_PLACEHOLDERS;
  return purpose === "general" ? TEMPLATE_PLACEHOLDERS : [...TEMPLATE_PLACEHOLDERS, ...VISIT_PLACEHOLDERS];
}

/**
 * The words of a first contact, or of any visit message (it reaches a phone anyone may read), that name a
 * condition or a study: as ["body", "es"] paths. The server passes the site's study codes and NCT ids. A
 * campaign's invitation is always held to it: it reaches a phone anyone may hold, often the first text the list
 * sends after its confirmation (issue #50); the page behind its answer's link says the rest.
 */
export function healthTermFields(
  template: { firstContact: boolean; purpose?: TemplatePurpose; body: Record<Language, unknown>; subject: Record<Language, unknown> },
  studyNames: readonly string[] = [],
): (readonly ["body" | "subject", Language])[] {
  const purpose = template.purpose ?? "general";
  if (!template.firstContact && purpose === "general") return [];
  return LANGUAGES.flatMap((language) =>
    (["body", "subject"] as const).flatMap((part) => {
      const text = template[part]?.[language];
      const terms =
        typeof text !== "string"
          ? []
          : purpose === "campaign_invitation"
            ? invitationTermsIn(text, studyNames)
            : firstContactTermsIn(text, studyNames);
      return terms.length > 0 ? [[part, language] as const] : [];
    }),
  );
}

/** The placeholders a text uses that are not allowed for its purpose ("{name}" → ["name"]). */
export function unknownPlaceholders(text: string, purpose: TemplatePurpose = "general"): string[] {
  const allowed: readonly string[] = placeholdersFor(purpose);
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!).filter((name) => !allowed.includes(name));
}

/** Fills in the placeholders (those without a value stay as written; validation keeps them out). */
export function renderTemplate(text: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return text.replace(/\{(clinic|coordinator|phone|date|time|place)\}/g, (whole, name: TemplatePlaceholder) => values[name] ?? whole);
}

/** Segments as carriers count them: the one module (contract/smsSegments.ts), here for the composer. */
export { smsSegments } from "./smsSegments";

const bodyText = multilineText(TEMPLATE_BODY_LIMIT);
const subjectText = identifyingText(TEMPLATE_SUBJECT_LIMIT);

export const templateInputSchema = z
  .strictObject({
    name: identifyingText(80),
    /** Made for a first contact: names no condition and no study. */
    firstContact: z.boolean({ error: "invalid" }),
    purpose: z.enum(TEMPLATE_PURPOSES, { error: "invalid" }).default("general"),
    body: z.strictObject({ en: bodyText, es: bodyText }),
    subject: z.strictObject({ en: subjectText, es: subjectText }),
  })
  .superRefine((template, ctx) => {
    for (const language of ["en", "es"] as const) {
      if (typeof template.body[language] === "string" && unknownPlaceholders(template.body[language], template.purpose).length > 0) {
        ctx.addIssue({ code: "custom", message: "unknown_placeholder", path: ["body", language] });
      }
    }
    for (const [part, language] of healthTermFields(template))
      ctx.addIssue({ code: "custom", message: "first_contact_health_terms", path: [part, language] });
    // An invitation says who is writing: the clinic's name, in both languages (the stop line is added when it goes).
    if (template.purpose === "campaign_invitation")
      for (const language of ["en", "es"] as const)
        if (typeof template.body[language] === "string" && !template.body[language].includes("{clinic}"))
          ctx.addIssue({ code: "custom", message: "names_no_sender", path: ["body", language] });
  });
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateChangeSchema = z.strictObject({
  /** Archived templates can no longer be chosen; their messages keep their name. */
  active: z.boolean({ error: "invalid" }),
});

/** An admin records the ethics board's approval: its reference and date. */
export const templateApprovalSchema = z.strictObject({
  /** The version the admin read: the board approved those words, not words changed since. */
  version: z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }),
  irbReference: identifyingText(60),
  irbApprovedOn: localDateSchema,
});
export type TemplateApproval = z.input<typeof templateApprovalSchema>;

export type TemplateDto = {
  id: number;
  name: string;
  firstContact: boolean;
  purpose: TemplatePurpose;
  body: { en: string; es: string };
  subject: { en: string; es: string };
  /** Bumped by every change of words; messages record the version they used. */
  version: number;
  active: boolean;
  approval: { irbReference: string; irbApprovedOn: string; approvedBy: string; approvedAt: string } | null;
  updatedAt: string;
};
