import type {
  RegistryErasedDto,
  VolunteerDetailDto,
  VolunteerPageDto,
  VolunteerReportDto,
  VolunteerSearch,
} from "../../contract/volunteerList";
import type { ImportOptions, ImportReportDto } from "../../contract/volunteerImport";
import type { VolunteerEnteredDto, VolunteerSheetInput } from "../../contract/volunteerSheet";
import { staffDownload, staffFetch } from "./staffFetch";

/** The registry's people for a filter (a JSON body: the search text never goes into a URL). */
export const searchVolunteers = (search: VolunteerSearch, signal?: AbortSignal) =>
  staffFetch<VolunteerPageDto>("POST", "/api/registry/people/search", { body: search, signal, idempotent: true });

/** One person's record: details, consent history, and the inquiries with the same number or address. */
export const fetchVolunteer = (id: number, signal?: AbortSignal) =>
  staffFetch<VolunteerDetailDto>("GET", `/api/registry/people/${id}`, { signal });

/** Erases the person on request (admins): their entries of the list and their inquiries; counts come back. */
export const eraseVolunteer = (id: number) => staffFetch<RegistryErasedDto>("DELETE", `/api/registry/people/${id}`);

/** Counts only: size by consent state, source, language and topic. */
export const fetchVolunteerReport = (signal?: AbortSignal) => staffFetch<VolunteerReportDto>("GET", "/api/registry/report", { signal });

/** A paper sheet (or a yes on the phone) entered by staff. */
export type SheetEnteredDto = VolunteerEnteredDto & { textsKeptOff: boolean };
export const enterSheet = (sheet: VolunteerSheetInput) => staffFetch<SheetEnteredDto>("POST", "/api/registry/people", { body: sheet });

/** Keeps the photo of a person's signed sheet (replacing an earlier one). */
export const putSheetPhoto = (id: number, photo: Blob) => staffFetch<void>("PUT", `/api/registry/people/${id}/sheet`, { body: photo });

/** The photo of a person's signed sheet, read with the session (an <img src> could not send it). */
export const fetchSheetPhoto = (id: number, signal?: AbortSignal) =>
  staffDownload(`/api/registry/people/${id}/sheet`, undefined, signal).then(({ blob }) => blob);

/** An import as far as it has gone (its steps run after the request that started it). */
export const fetchImport = (id: number, signal?: AbortSignal) =>
  staffFetch<ImportReportDto>("GET", `/api/registry/import/${id}`, { signal });

/** The clinic's list, checked (`dryRun`, nothing saved) or imported: the file as saved, and how to read it. Answers at once, running. */
export function importVolunteerFile(file: File, options: ImportOptions) {
  const form = new FormData();
  form.append("file", file);
  form.append("options", JSON.stringify(options));
  return staffFetch<ImportReportDto>("POST", "/api/registry/import", { body: form });
}
