import type { I18n } from "@lingui/core";
import { STUDY_CATEGORIES, type StudyCategory } from "./categories";
import type { Study } from "./studies";

export type CategoryFilter = StudyCategory | "all";

export function parseCategory(value: string | null): CategoryFilter {
  return value && (STUDY_CATEGORIES as readonly string[]).includes(value) ? (value as StudyCategory) : "all";
}

/** SPEC §5: case-insensitive substring on title or description (active language), plus exact category. */
export function filterStudies(list: Study[], search: string, category: CategoryFilter, i18n: I18n): Study[] {
  const needle = search.trim().toLocaleLowerCase(i18n.locale);
  return list.filter((study) => {
    if (category !== "all" && study.category !== category) return false;
    if (!needle) return true;
    return [study.title, study.description].some((text) =>
      i18n._(text).toLocaleLowerCase(i18n.locale).includes(needle),
    );
  });
}
