/** Validation of what contract/studies.ts describes (the Worker and the staff's forms; public pages never load zod). */
import { z } from "./zod.ts";
import { identifyingText, multilineText } from "./textPolicy.ts";
import type { Comparison, StudyDesign, StudyText, TrialDesign } from "./studies.ts";

export const STUDY_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,39}$/;
export const COMPARISONS = ["placebo", "usual-care"] as const satisfies readonly Comparison[];
export const TRIAL_DESIGNS = [
  "RandomizedTrial",
  "DoubleBlindedTrial",
  "PlaceboControlledTrial",
  "OpenTrial",
] as const satisfies readonly TrialDesign[];

export const studyCodeSchema = (error: "unknown_study" | "invalid" = "invalid") => z.string().regex(STUDY_CODE_PATTERN, { error });

export const studyDesignSchema = z.strictObject({
  comparison: z.enum(COMPARISONS, { error: "invalid" }),
  doubleBlind: z.boolean({ error: "invalid" }),
  trialDesign: z.array(z.enum(TRIAL_DESIGNS, { error: "invalid" })).max(4, { error: "too_long" }),
}) satisfies z.ZodType<StudyDesign>;

/** The limits of a study's own words (the editor shows them; the Worker refuses more). */
export const STUDY_TEXT_LIMITS = {
  title: 200,
  paragraph: 1200,
  listItem: 300,
  sponsor: 120,
  doctor: 120,
  about: 6,
  eligibility: 12,
  involves: 8,
  timeline: 3,
  costs: 4,
} as const;

const paragraph = multilineText(STUDY_TEXT_LIMITS.paragraph);
const list = (max: number, item = paragraph, min = 0) => z.array(item).min(min, { error: "required" }).max(max, { error: "too_long" });

export const studyTextSchema = z.strictObject({
  title: identifyingText(STUDY_TEXT_LIMITS.title),
  summary: paragraph,
  about: list(STUDY_TEXT_LIMITS.about, paragraph, 1),
  eligibility: list(STUDY_TEXT_LIMITS.eligibility, identifyingText(STUDY_TEXT_LIMITS.listItem), 1),
  involves: list(STUDY_TEXT_LIMITS.involves),
  // Versions written before the field existed have none (as for the study doctor).
  timeline: list(STUDY_TEXT_LIMITS.timeline).default([]),
  costs: list(STUDY_TEXT_LIMITS.costs),
  sponsor: identifyingText(STUDY_TEXT_LIMITS.sponsor),
  doctor: identifyingText(STUDY_TEXT_LIMITS.doctor, { required: false }).default(""),
}) satisfies z.ZodType<StudyText>;

export const publishedStudiesQuery = z.object({ lang: z.enum(["en", "es"], { error: "invalid" }).default("en") });
