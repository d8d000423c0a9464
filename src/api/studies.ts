import type { StudyCodesDto } from "../../contract/studies";
import type {
  NewStudyInput,
  StudyApprovalInput,
  StudyDetailDto,
  StudyDraftInput,
  StudyListDto,
  StudySettingsInput,
} from "../../contract/studyEditor";
import { apiRequest } from "./http";

/** Every study's code, for the staff's filters and forms; the study editor's calls (docs/studies.md). */
export const fetchStudyCodes = (token: string, signal?: AbortSignal) =>
  apiRequest<StudyCodesDto>("GET", "/api/studies/codes", { token, signal });

const admin = "/api/studies/admin";
export const fetchStudyList = (token: string, signal?: AbortSignal) => apiRequest<StudyListDto>("GET", admin, { token, signal });
export const fetchStudy = (token: string, id: number, signal?: AbortSignal) =>
  apiRequest<StudyDetailDto>("GET", `${admin}/${id}`, { token, signal });
export const createStudy = (token: string, input: NewStudyInput) => apiRequest<StudyDetailDto>("POST", admin, { token, body: input });
export const changeStudySettings = (token: string, id: number, input: StudySettingsInput) =>
  apiRequest<StudyDetailDto>("PATCH", `${admin}/${id}`, { token, body: input });
export const saveStudyDraft = (token: string, id: number, input: StudyDraftInput) =>
  apiRequest<StudyDetailDto>("PUT", `${admin}/${id}/draft`, { token, body: input });
export const approveStudyVersion = (token: string, id: number, versionId: number, input: StudyApprovalInput) =>
  apiRequest<StudyDetailDto>("POST", `${admin}/${id}/versions/${versionId}/approve`, { token, body: input });
export const publishStudyVersion = (token: string, id: number, versionId: number) =>
  apiRequest<StudyDetailDto>("POST", `${admin}/${id}/versions/${versionId}/publish`, { token });
export const setStudyRecruitment = (token: string, id: number, open: boolean) =>
  apiRequest<StudyDetailDto>("POST", `${admin}/${id}/${open ? "reopen" : "close"}`, { token });
export const importStudyRegistry = (token: string, id: number) => apiRequest<StudyDetailDto>("POST", `${admin}/${id}/registry`, { token });
export const markRegistryReviewed = (token: string, id: number) =>
  apiRequest<StudyDetailDto>("POST", `${admin}/${id}/registry/reviewed`, { token });
