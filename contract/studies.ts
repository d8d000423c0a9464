/** The studies the site lists (their trial acronyms), which an inquiry may be about. */
export const STUDY_IDS = ["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"] as const;
export type StudyId = (typeof STUDY_IDS)[number];

/** The study's page: /studies/finality-hf for FINALITY-HF. */
export function studySlug(id: StudyId): string {
  return id.toLowerCase();
}

export function studyIdOfSlug(slug: string): StudyId | null {
  return STUDY_IDS.find((id) => studySlug(id) === slug) ?? null;
}
