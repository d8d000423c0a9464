/**
 * Message templates (DESIGN §8): bilingual text admins manage, each sent only once the ethics board (IRB)
 * approved it. Changing an approved template's words withdraws the approval.
 */
import { foldText } from "./foldText";
import { localDateSchema } from "./localDate";
import { STUDY_IDS } from "./studies";
import { identifyingText, multilineText } from "./textPolicy";
import { z } from "./zod";

/** Two text segments, with room for the opt-out line (CONTENT.md: texts fit in about 300 characters). */
export const TEMPLATE_BODY_LIMIT = 300;
export const TEMPLATE_SUBJECT_LIMIT = 100;

/** What a template may fill in. A first contact names the clinic, the coordinator and the number: nothing else. */
export const TEMPLATE_PLACEHOLDERS = ["clinic", "coordinator", "phone"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/**
 * Words a first contact must not hold (CONTENT.md: no condition, no study; anyone holding the phone can
 * read a text). Compared without accents or case.
 */
const HEALTH_TERMS = [
  ...STUDY_IDS,
  "nct",
  "heart",
  "corazon",
  "cardiac",
  "cardiaca",
  "insuficiencia",
  "diabetes",
  "diabetic",
  "diabetico",
  "hypertension",
  "hipertension",
  "blood pressure",
  "presion",
  "cholesterol",
  "colesterol",
  "kidney",
  "rinon",
  "renal",
  "cancer",
  "asthma",
  "asma",
  "obesity",
  "obesidad",
  "depression",
  "depresion",
  "placebo",
  "medication",
  "medicamento",
  "diagnos",
  "disease",
  "enfermedad",
  "condition",
  "condicion",
  "study",
  "studies",
  "estudio",
  "trial",
  "ensayo",
];

/** The health or study words a text holds (empty when none). */
export function healthTermsIn(text: string): string[] {
  const folded = ` ${foldText(text).replace(/[^a-z0-9-]+/g, " ")} `;
  return HEALTH_TERMS.filter((term) => {
    const needle = foldText(term);
    // Stems ("diagnos") match the start of a word; whole terms match whole words.
    return needle === "diagnos" ? folded.includes(` ${needle}`) : folded.includes(` ${needle} `) || folded.includes(` ${needle}s `);
  });
}

/** The placeholders a text uses that are not allowed ("{name}" → ["name"]). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!).filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
}

/** Fills in the placeholders. */
export function renderTemplate(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(/\{(clinic|coordinator|phone)\}/g, (_, name: TemplatePlaceholder) => values[name]);
}

const GSM7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM7_EXTENDED = new Set("^{}\\[~]|€");

/**
 * How many SMS segments a text takes: 160 GSM-7 characters in one (153 each when split), or 70 UCS-2
 * characters (67 when split) as soon as one character is outside GSM-7, like "á" or "í" in Spanish.
 */
export function smsSegments(text: string): { segments: number; encoding: "GSM-7" | "UCS-2"; units: number } {
  const chars = [...text];
  const gsm = chars.every((char) => GSM7.has(char) || GSM7_EXTENDED.has(char));
  if (gsm) {
    const units = chars.reduce((sum, char) => sum + (GSM7_EXTENDED.has(char) ? 2 : 1), 0);
    return { segments: units <= 160 ? 1 : Math.ceil(units / 153), encoding: "GSM-7", units };
  }
  const units = text.length; // UTF-16 code units
  return { segments: units <= 70 ? 1 : Math.ceil(units / 67), encoding: "UCS-2", units };
}

const bodyText = multilineText(TEMPLATE_BODY_LIMIT).refine((text) => unknownPlaceholders(text).length === 0, { error: "unknown_placeholder" });
const subjectText = identifyingText(TEMPLATE_SUBJECT_LIMIT);

export const templateInputSchema = z
  .strictObject({
    name: identifyingText(80),
    /** Made for a first contact: names no condition and no study. */
    firstContact: z.boolean({ error: "invalid" }),
    body: z.strictObject({ en: bodyText, es: bodyText }),
    subject: z.strictObject({ en: subjectText, es: subjectText }),
  })
  .superRefine((template, ctx) => {
    if (!template.firstContact) return;
    for (const language of ["en", "es"] as const) {
      for (const part of ["body", "subject"] as const) {
        if (healthTermsIn(template[part][language]).length > 0) ctx.addIssue({ code: "custom", message: "first_contact_health_terms", path: [part, language] });
      }
    }
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
  body: { en: string; es: string };
  subject: { en: string; es: string };
  /** Bumped by every change of words; messages record the version they used. */
  version: number;
  active: boolean;
  approval: { irbReference: string; irbApprovedOn: string; approvedBy: string; approvedAt: string } | null;
  updatedAt: string;
};
