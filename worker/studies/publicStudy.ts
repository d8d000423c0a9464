import type { RegistrySection } from "../../contract/registry.ts";
import { DEFAULT_STUDY_CONFIRMATION_DAYS, clinicDayOf, needsConfirming } from "../../contract/enrollment.ts";
import { DAY_MS } from "../../contract/clinicTime.ts";
import type { PublicRegistryDto, PublicStudyDto, StudyFacts } from "../../contract/studies.ts";
import type { Language } from "../../contract/language.ts";
import { publicPrescreenOf } from "../../contract/prescreen.ts";
import { questionnaireSchema } from "../../contract/prescreenSchemas.ts";
import { studyDesignSchema, studyTextSchema } from "../../contract/studySchemas.ts";

/**
 * When a study closed at `closedAt` has its page answer 410 Gone: `days` later (the Worker's rule; the pages only
 * read the result, so Home's first load does not carry the clinic's calendar code).
 */
export function goneFromOf(closedAt: string | null, days: number): string | null {
  return closedAt ? new Date(Date.parse(closedAt) + days * DAY_MS).toISOString() : null;
}

/** A study row with its published version's design and one language's text (both JSON). */
export type PublishedStudyRow = Omit<StudyFacts, "goneFrom" | "needsConfirming"> & {
  closedAt: string | null;
  design: string;
  text: string;
  /** JSON RegistrySection, or null before the record is imported. */
  registry: string | null;
  versionId: number;
  /** JSON Questionnaire, or null. */
  questionnaire: string | null;
};

function publicRegistryOf(stored: string | null): PublicRegistryDto | null {
  if (!stored) return null;
  const section = JSON.parse(stored) as RegistrySection;
  const { eligibility } = section;
  return {
    briefTitle: section.briefTitle,
    officialTitle: section.officialTitle,
    conditions: section.conditions,
    phases: section.phases,
    overallStatus: section.overallStatus,
    minimumAge: eligibility.minimumAge,
    maximumAge: eligibility.maximumAge,
    sex: eligibility.sex,
    healthyVolunteers: eligibility.healthyVolunteers,
    sponsor: section.sponsor,
    updatedOn: section.lastUpdatePosted ?? section.fetchedAt.slice(0, 10),
  };
}

/** Days a closed study's page keeps saying "no longer enrolling" before it answers 410 Gone (CLOSED_STUDY_PAGE_DAYS). */
export const DEFAULT_CLOSED_PAGE_DAYS = 180;

/**
 * What the published studies are read with (worker/config.ts studySettings): how long a closed study's page
 * stays, how long a "still recruiting" confirmation counts (contract/enrollment.ts), and the clinic's local
 * day the rule is applied on.
 */
export type StudyReadSettings = { closedPageDays: number; confirmationDays: number; today: string };

export const defaultStudyReadSettings = (now = new Date()): StudyReadSettings => ({
  closedPageDays: DEFAULT_CLOSED_PAGE_DAYS,
  confirmationDays: DEFAULT_STUDY_CONFIRMATION_DAYS,
  today: clinicDayOf(now),
});

/** What the public pages get of it. Stored through the same schemas; parsed again so a bad row fails loudly. */
export function publicStudyOf(
  { design, text, registry, closedAt, versionId, questionnaire, ...study }: PublishedStudyRow,
  language: Language,
  settings: StudyReadSettings = defaultStudyReadSettings(),
): PublicStudyDto {
  return {
    ...study,
    needsConfirming: needsConfirming(study, settings.today, settings.confirmationDays),
    prescreen: questionnaire ? publicPrescreenOf(versionId, questionnaireSchema.parse(JSON.parse(questionnaire)), language) : null,
    goneFrom: goneFromOf(closedAt, settings.closedPageDays),
    design: studyDesignSchema.parse(JSON.parse(design)),
    text: studyTextSchema.parse(JSON.parse(text)),
    registry: publicRegistryOf(registry),
  };
}
