import type { StaffRef } from "../../contract/inbox";
import type { StaffCreateInput, StaffDto, StaffPatchInput } from "../../contract/staff";
import { apiRequest } from "./http";

export const fetchStaff = (token: string, signal?: AbortSignal) => apiRequest<StaffDto[]>("GET", "/api/staff", { token, signal });

export const fetchAssignees = (token: string, signal?: AbortSignal) =>
  apiRequest<StaffRef[]>("GET", "/api/staff/assignees", { token, signal });

export const createStaff = (token: string, input: StaffCreateInput) => apiRequest<StaffDto>("POST", "/api/staff", { token, body: input });

export const updateStaff = (token: string, id: number, patch: StaffPatchInput) =>
  apiRequest<StaffDto>("PATCH", `/api/staff/${id}`, { token, body: patch });

/** Resets a lost second factor; `confirmOtp` is the acting admin's own current code, when they have one. */
export const resetStaffTotp = (token: string, id: number, confirmOtp?: string) =>
  apiRequest<void>("POST", `/api/staff/${id}/totp-reset`, { token, body: { confirmOtp } });
