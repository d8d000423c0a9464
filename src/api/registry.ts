import type { VolunteerChange } from "../../contract/volunteerChange";
import type { VolunteerSelfDto } from "../../contract/volunteers";
import { apiRequest } from "./http";

/** The registry person's own page (docs/registry.md): every call carries the signed link's token, no sign-in. */
const path = (action: string, token: string) => `/api/registry/me${action}?t=${encodeURIComponent(token)}`;

export const fetchRegistrySelf = (token: string, signal?: AbortSignal) => apiRequest<VolunteerSelfDto>("GET", path("", token), { signal });
export const changeRegistrySelf = (token: string, change: VolunteerChange) =>
  apiRequest<VolunteerSelfDto>("POST", path("", token), { body: change });
export const renewRegistry = (token: string) => apiRequest<VolunteerSelfDto>("POST", path("/renew", token));
export const leaveRegistry = (token: string) => apiRequest<VolunteerSelfDto>("POST", path("/leave", token));
