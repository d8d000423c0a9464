/**
 * The staff's study editor (docs/studies.md): studies, their text versions, the ethics board's approval and
 * publishing. Admins approve, publish and close; coordinators may write drafts (a draft never reaches a
 * visitor, and they know the study's visits best).
 */
import type { ErrorBody } from "./errors";
import { localDateSchema } from "./localDate";
import type { Questionnaire } from "./prescreen.ts";
import { questionnaireSchema } from "./prescreenSchemas.ts";
import type { RegistryReview, RegistrySection } from "./registry";
import type { StudyDesign, StudyFacts, StudyText } from "./studies";
import { STUDY_CATEGORIES } from "./studies";
import { STUDY_CODE_PATTERN, studyDesignSchema, studyTextSchema } from "./studySchemas";
import { identifyingText, multilineText } from "./textPolicy";
import { z } from "./zod";

/** A version's place in its life: draft → approved (by the ethics board) → published (the one visitors see). */
export type StudyVersionState = "draft" | "approved" | "published";

export type StudyVersionDto = {
  id: number;
  number: number;
  state: StudyVersionState;
  design: StudyDesign;
  text: { en: StudyText; es: StudyText };
  /** The pre-screening questions, with what each answer means (staff only). */
  questionnaire: Questionnaire | null;
  created: { by: string | null; at: string };
  /** A draft's last change and who made it. */
  updatedAt: string | null;
  updatedBy: string | null;
  /** SHA-256 of the design, words and questions as above: an approval must name the hash the admin read. */
  contentHash: string;
  approval: { reference: string; date: string; by: string | null; at: string; override: string | null } | null;
  /** When it was (last) made the published version; it stays set after a later version replaces it. */
  published: { by: string | null; at: string } | null;
};

export type StudySummaryDto = StudyFacts & {
  id: number;
  closedAt: string | null;
  /** The English title of the published version (or of the newest one, before anything is published). */
  title: string;
  publishedNumber: number | null;
  /** A newer version than the published one is waiting (a draft, or approved but not yet published). */
  pending: StudyVersionState | null;
  registry: {
    section: RegistrySection | null;
    checkedAt: string | null;
    /** What the nightly check asks an admin to look at. */
    review: RegistryReview | null;
    /** Reads in a row that failed (the study stays as it is). */
    failures: number;
  };
};

export type StudyListDto = { studies: StudySummaryDto[] };
export type StudyDetailDto = { study: StudySummaryDto; versions: StudyVersionDto[] };

export const newStudySchema = z.strictObject({
  code: z.string({ error: "invalid" }).trim().toUpperCase().regex(STUDY_CODE_PATTERN, { error: "invalid" }),
  nct: z
    .string({ error: "invalid" })
    .trim()
    .toUpperCase()
    .regex(/^NCT\d{8}$/, { error: "invalid_nct" })
    .nullable(),
  category: z.enum(STUDY_CATEGORIES, { error: "invalid" }),
  featured: z.boolean({ error: "invalid" }).default(false),
});
export type NewStudyInput = z.input<typeof newStudySchema>;

export const studySettingsSchema = z.strictObject({
  featured: z.boolean({ error: "invalid" }).optional(),
  /** The day the clinic confirmed, again, that the study is recruiting here. */
  statusConfirmedOn: localDateSchema.optional(),
});
export type StudySettingsInput = z.input<typeof studySettingsSchema>;

/** A draft's words and design, both languages at once (the ethics board approves the pair). */
export const studyDraftSchema = z.strictObject({
  design: studyDesignSchema,
  en: studyTextSchema,
  es: studyTextSchema,
  /** The pre-screening questions (contract/prescreen.ts): null takes them off; absent keeps what the draft has. */
  questionnaire: questionnaireSchema.nullable().optional(),
});
export type StudyDraftInput = z.input<typeof studyDraftSchema>;

export const studyApprovalSchema = z.strictObject({
  reference: identifyingText(60),
  date: localDateSchema,
  /** The version's `contentHash` as the admin read it: words changed since then are not approved (409 version_changed). */
  contentHash: z.string({ error: "required" }).regex(/^[0-9a-f]{64}$/, { error: "invalid" }),
  /** Why the admin approves words that break a reading-level or phrase rule (required then, refused otherwise). */
  override: multilineText(500, { required: false }).optional(),
});
export type StudyApprovalInput = z.input<typeof studyApprovalSchema>;

/** A rule a field of a version breaks (contract/textRules), as the approval refusal lists them. */
export type StudyTextProblem = { language: "en" | "es"; field: string; problems: string[] };

/** A change refused for the words the rules flag (422 `text_rules`): which words, and what each breaks. */
export type StudyTextRefusalDto = ErrorBody & { error: { problems: StudyTextProblem[] } };
