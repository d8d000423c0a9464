import type { I18n } from "@lingui/core";
import { foldText } from "../../contract/foldText";
import { STUDY_CATEGORIES, type StudyCategory } from "./categories";
import type { Study } from "./studies";

export type CategoryFilter = StudyCategory | "all";

export function parseCategory(value: string | null): CategoryFilter {
  return value && (STUDY_CATEGORIES as readonly string[]).includes(value) ? (value as StudyCategory) : "all";
}

/** What a search looks through: the title, description and eligibility in the active language, and the study ID. */
function searchableText(study: Study, i18n: I18n): string {
  return foldText(
    [study.studyId, i18n._(study.title), i18n._(study.description), ...study.eligibility.map((item) => i18n._(item))].join("\n"),
  );
}

/**
 * docs/product.md#validation's search, made forgiving: case and accents do not matter ("corazon" finds "corazón"), and the
 * study ID and eligibility lists are searched too; plus the exact category.
 */
export function filterStudies(list: Study[], search: string, category: CategoryFilter, i18n: I18n): Study[] {
  const needle = foldText(search.trim());
  return list.filter((study) => {
    if (category !== "all" && study.category !== category) return false;
    return !needle || searchableText(study, i18n).includes(needle);
  });
}
