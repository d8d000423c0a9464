import { AGE_BANDS, CONSENT_STATES, type VolunteerSearch } from "../../../../contract/volunteerList";
import { LANGUAGES } from "../../../../contract/language";
import { VOLUNTEER_CHANNELS, VOLUNTEER_SOURCES, VOLUNTEER_TOPICS } from "../../../../contract/volunteers";

/** The filters the registry screen keeps in its URL (never the search text), each checked against its list. */
export const REGISTRY_FILTERS = {
  topic: VOLUNTEER_TOPICS,
  language: LANGUAGES,
  ageBand: AGE_BANDS,
  channel: VOLUNTEER_CHANNELS,
  consent: CONSENT_STATES,
  source: VOLUNTEER_SOURCES,
} as const;
export type RegistryFilter = keyof typeof REGISTRY_FILTERS;

export const PAGE_SIZE = 50;

/** The search for the URL's filters; an unknown value is ignored rather than sent. */
export function searchOf(params: URLSearchParams): VolunteerSearch {
  const search: Record<string, string | number> = { limit: PAGE_SIZE };
  for (const [key, allowed] of Object.entries(REGISTRY_FILTERS)) {
    const value = params.get(key);
    if (value && (allowed as readonly string[]).includes(value)) search[key] = value;
  }
  return search as VolunteerSearch;
}
