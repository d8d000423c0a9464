import { ATTRIBUTION_KEY, type Attribution } from "./attribution";

/**
 * The visit's first touch (./attribution.ts), or undefined when there is nothing to tell. Its own module:
 * only the contact form's sending code reads it, so it is fetched with that code, not with every page.
 */
export function readAttribution(storage: Storage = window.sessionStorage): Attribution | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(ATTRIBUTION_KEY) ?? "null") as Attribution | null;
    if (!parsed) return undefined;
    const touch = Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "string" && v)) as Attribution;
    return Object.keys(touch).length ? touch : undefined;
  } catch {
    return undefined;
  }
}
