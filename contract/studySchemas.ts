/** Validation of what contract/studies.ts describes (the Worker and forms; the public pages never load zod). */
import { z } from "zod";
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

export const studyDesignSchema = z.object({
  comparison: z.enum(COMPARISONS),
  doubleBlind: z.boolean(),
  trialDesign: z.array(z.enum(TRIAL_DESIGNS)).max(4),
}) satisfies z.ZodType<StudyDesign>;

const paragraph = z.string().trim().min(1).max(1200);

export const studyTextSchema = z.object({
  title: z.string().trim().min(1).max(200),
  summary: paragraph,
  about: z.array(paragraph).min(1).max(6),
  eligibility: z.array(z.string().trim().min(1).max(300)).min(1).max(12),
  involves: z.array(paragraph).max(8),
  costs: z.array(paragraph).max(4),
  sponsor: z.string().trim().min(1).max(120),
}) satisfies z.ZodType<StudyText>;

export const publishedStudiesQuery = z.object({ lang: z.enum(["en", "es"]).default("en") });
