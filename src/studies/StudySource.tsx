import { useLingui } from "@lingui/react";
import { createContext, use } from "react";
import type { Language } from "../../contract/language";
import type { PublishedStudiesDto } from "../../contract/studies";
import { loadPublishedStudies } from "./loadPublishedStudies";

type StudySource = (language: Language) => Promise<PublishedStudiesDto>;

/**
 * Where pages get the published studies: in the browser, the page's own data or the API; when the Worker
 * renders a page, what it read from D1 (src/renderPage.tsx).
 */
export const StudySourceContext = createContext<StudySource>(loadPublishedStudies);

/** The published studies in the page's language; suspends until they are there. */
export function usePublishedStudies(): PublishedStudiesDto {
  const { i18n } = useLingui();
  const source = use(StudySourceContext);
  return use(source(i18n.locale === "es" ? "es" : "en"));
}
