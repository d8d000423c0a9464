import { SOURCE_LIMITS } from "../../contract/attribution";

/**
 * First-touch attribution of a visit: the UTM parameters of the link that brought the visitor and the
 * referring site's host name (never its full URL). Kept in sessionStorage for the visit and sent with an
 * inquiry, so staff and reports can tell which outreach works. Nothing is stored beyond the session.
 */
export type Attribution = { utmSource?: string; utmMedium?: string; utmCampaign?: string; referrer?: string };

/** Where the visit's first touch is kept (sessionStorage); read back by ./readAttribution.ts. */
export const ATTRIBUTION_KEY = "firstTouch";

const clip = (value: string | null, max: number) => {
  const clean = value?.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, "").trim();
  return clean ? clean.slice(0, max) : undefined;
};

/** Reads the landing URL and referrer once per visit; later pages of the visit keep the first touch. */
export function captureAttribution(
  location: Location = window.location,
  referrer = document.referrer,
  storage: Storage = window.sessionStorage,
): void {
  try {
    if (storage.getItem(ATTRIBUTION_KEY) !== null) return;
    const params = new URLSearchParams(location.search);
    let referrerHost: string | undefined;
    try {
      const host = referrer ? new URL(referrer).hostname.toLowerCase() : "";
      if (host && host !== location.hostname && /^[a-z0-9.-]+$/.test(host)) referrerHost = host.slice(0, SOURCE_LIMITS.referrer);
    } catch {
      // Not a URL: no referrer.
    }
    const touch: Attribution = {
      utmSource: clip(params.get("utm_source"), SOURCE_LIMITS.utm),
      utmMedium: clip(params.get("utm_medium"), SOURCE_LIMITS.utm),
      utmCampaign: clip(params.get("utm_campaign"), SOURCE_LIMITS.utm),
      referrer: referrerHost,
    };
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(touch));
  } catch {
    // No session storage (private mode, blocked): attribution is optional.
  }
}
