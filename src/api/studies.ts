import type { StudyCodesDto } from "../../contract/studies";
import type {
  NewStudyInput,
  StudyApprovalInput,
  StudyDetailDto,
  StudyDraftInput,
  StudyListDto,
  StudySettingsInput,
} from "../../contract/studyEditor";
import { staffFetch } from "./staffFetch";

/** Every study's code, for the staff's filters and forms; the study editor's calls (docs/studies.md). */
export const fetchStudyCodes = (signal?: AbortSignal) => staffFetch<StudyCodesDto>("GET", "/api/studies/codes", { signal });

const admin = "/api/studies/admin";
export const fetchStudyList = (signal?: AbortSignal) => staffFetch<StudyListDto>("GET", admin, { signal });
export const fetchStudy = (id: number, signal?: AbortSignal) => staffFetch<StudyDetailDto>("GET", `${admin}/${id}`, { signal });
export const createStudy = (input: NewStudyInput) => staffFetch<StudyDetailDto>("POST", admin, { body: input });
export const changeStudySettings = (id: number, input: StudySettingsInput) =>
  staffFetch<StudyDetailDto>("PATCH", `${admin}/${id}`, { body: input });
export const saveStudyDraft = (id: number, input: StudyDraftInput) =>
  staffFetch<StudyDetailDto>("PUT", `${admin}/${id}/draft`, { body: input });
export const approveStudyVersion = (id: number, versionId: number, input: StudyApprovalInput) =>
  staffFetch<StudyDetailDto>("POST", `${admin}/${id}/versions/${versionId}/approve`, { body: input });
export const publishStudyVersion = (id: number, versionId: number) =>
  staffFetch<StudyDetailDto>("POST", `${admin}/${id}/versions/${versionId}/publish`);
export const setStudyRecruitment = (id: number, open: boolean) =>
  staffFetch<StudyDetailDto>("POST", `${admin}/${id}/${open ? "reopen" : "close"}`);
export const importStudyRegistry = (id: number) => staffFetch<StudyDetailDto>("POST", `${admin}/${id}/registry`);
export const markRegistryReviewed = (id: number) => staffFetch<StudyDetailDto>("POST", `${admin}/${id}/registry/reviewed`);
