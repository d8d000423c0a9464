import type { RegistrySection } from "../../contract/registry.ts";
import { goneFromOf, type PublicRegistryDto, type PublicStudyDto, type StudyFacts } from "../../contract/studies.ts";
import type { Language } from "../../contract/language.ts";
import { publicPrescreenOf } from "../../contract/prescreen.ts";
import { questionnaireSchema } from "../../contract/prescreenSchemas.ts";
import { studyDesignSchema, studyTextSchema } from "../../contract/studySchemas.ts";

/** A study row with its published version's design and one language's text (both JSON). */
export type PublishedStudyRow = Omit<StudyFacts, "goneFrom"> & {
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

/** What the public pages get of it. Stored through the same schemas; parsed again so a bad row fails loudly. */
/** Days a closed study's page keeps saying "no longer enrolling" before it answers 410 Gone (CLOSED_STUDY_PAGE_DAYS). */
export const DEFAULT_CLOSED_PAGE_DAYS = 180;

export function publicStudyOf(
  { design, text, registry, closedAt, versionId, questionnaire, ...study }: PublishedStudyRow,
  language: Language,
  closedPageDays = DEFAULT_CLOSED_PAGE_DAYS,
): PublicStudyDto {
  return {
    ...study,
    prescreen: questionnaire ? publicPrescreenOf(versionId, questionnaireSchema.parse(JSON.parse(questionnaire)), language) : null,
    goneFrom: goneFromOf(closedAt, closedPageDays),
    design: studyDesignSchema.parse(JSON.parse(design)),
    text: studyTextSchema.parse(JSON.parse(text)),
    registry: publicRegistryOf(registry),
  };
}
