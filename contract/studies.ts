/** The studies the site lists (their trial acronyms), which an inquiry may be about. */
export const STUDY_IDS = ["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF"] as const;
export type StudyId = (typeof STUDY_IDS)[number];

export function isStudyId(value: string): value is StudyId {
  return (STUDY_IDS as readonly string[]).includes(value);
}
