import { foldText } from "./foldText";
import { STUDY_CATEGORIES, type PublicStudyDto, type StudyCategory } from "./studies";

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

/** The longest search the list takes from a URL; the rest is cut. */
export const STUDY_SEARCH_MAX = 100;

/** What the list of studies is narrowed to: the search box and the category. */
export type StudyListFilter = { q: string; category: CategoryFilter };

/** The filter a /studies URL asks for, or null for the whole list (an unknown category counts as none). */
export function studyFilterOf(params: URLSearchParams): StudyListFilter | null {
  const q = (params.get("q") ?? "").trim().slice(0, STUDY_SEARCH_MAX);
  const category = parseCategory(params.get("category"));
  return q || category !== "all" ? { q, category } : null;
}

/** The filter as a query string ("?q=…&category=…", "" for none), written the same way every time. */
export function studyFilterQuery(filter: StudyListFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category !== "all") params.set("category", filter.category);
  const query = params.toString();
  return query ? `?${query}` : "";
}
