import type { StudyCodesDto } from "../../contract/studies";
import { apiRequest } from "./http";

/** Every study's code, for the staff's filters and forms (docs/studies.md). */
export const fetchStudyCodes = (token: string, signal?: AbortSignal) =>
  apiRequest<StudyCodesDto>("GET", "/api/studies/codes", { token, signal });
