import { foldText } from "../../contract/foldText";
import { STUDY_CATEGORIES, type PublicStudyDto, type StudyCategory } from "../../contract/studies";

export type CategoryFilter = StudyCategory | "all";

export function parseCategory(value: string | null): CategoryFilter {
  return value && (STUDY_CATEGORIES as readonly string[]).includes(value) ? (value as StudyCategory) : "all";
}

/** What a search looks through: the title, summary and eligibility in the page's language, and the study ID. */
function searchableText(study: PublicStudyDto): string {
  return foldText([study.code, study.text.title, study.text.summary, ...study.text.eligibility].join("\n"));
}

/**
 * docs/product.md#validation's search, made forgiving: case and accents do not matter ("corazon" finds "corazón"), and the
 * study ID and eligibility lists are searched too; plus the exact category.
 */
export function filterStudies(list: readonly PublicStudyDto[], search: string, category: CategoryFilter): PublicStudyDto[] {
  const needle = foldText(search.trim());
  return list.filter((study) => {
    if (category !== "all" && study.category !== category) return false;
    return !needle || searchableText(study).includes(needle);
  });
}
