import type { VolunteerDetailDto, VolunteerPageDto, VolunteerReportDto, VolunteerSearch } from "../../contract/volunteerList";
import { staffFetch } from "./staffFetch";

/** The registry's people for a filter (a JSON body: the search text never goes into a URL). */
export const searchVolunteers = (search: VolunteerSearch, signal?: AbortSignal) =>
  staffFetch<VolunteerPageDto>("POST", "/api/registry/people/search", { body: search, signal, idempotent: true });

/** One person's record: details, consent history, and the inquiries with the same number or address. */
export const fetchVolunteer = (id: number, signal?: AbortSignal) =>
  staffFetch<VolunteerDetailDto>("GET", `/api/registry/people/${id}`, { signal });

/** Counts only: size by consent state, source, language and topic. */
export const fetchVolunteerReport = (signal?: AbortSignal) => staffFetch<VolunteerReportDto>("GET", "/api/registry/report", { signal });
