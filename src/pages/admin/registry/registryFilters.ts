import { AGE_BANDS, CONSENT_STATES, LAST_CONTACTED, type VolunteerSearch } from "../../../../contract/volunteerList";
import { LANGUAGES } from "../../../../contract/language";
import { PAGE_SIZE } from "../pagedList";
import { sessionText } from "../sessionText";
import { VOLUNTEER_CHANNELS, VOLUNTEER_SOURCES, VOLUNTEER_TOPICS } from "../../../../contract/volunteers";

/** The filters the registry screen keeps in its URL (never the search text), each checked against its list. */
export const REGISTRY_FILTERS = {
  topic: VOLUNTEER_TOPICS,
  language: LANGUAGES,
  ageBand: AGE_BANDS,
  channel: VOLUNTEER_CHANNELS,
  consent: CONSENT_STATES,
  source: VOLUNTEER_SOURCES,
  contacted: LAST_CONTACTED,
} as const;
export type RegistryFilter = keyof typeof REGISTRY_FILTERS;
export { PAGE_SIZE };

/** A ZIP code or its first digits (three to five): "922" is most of the Imperial Valley. */
export const ZIP_PREFIX = /^\d{3,5}$/;

/** The search text, kept out of the URL in this tab's session (a name or a number). */
export const registrySearchText = sessionText("registry:search");

/** The search for the URL's filters and the remembered text; an unknown value is ignored rather than sent. */
export function searchOf(params: URLSearchParams, text = registrySearchText.read()): VolunteerSearch {
  const search: Record<string, string | number> = { limit: PAGE_SIZE };
  for (const [key, allowed] of Object.entries(REGISTRY_FILTERS)) {
    const value = params.get(key);
    if (value && (allowed as readonly string[]).includes(value)) search[key] = value;
  }
  const zip = params.get("zip") ?? "";
  if (ZIP_PREFIX.test(zip)) search.zip = zip;
  if (text) search.q = text;
  return search as VolunteerSearch;
}
