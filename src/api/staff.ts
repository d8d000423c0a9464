import type { StaffRef } from "../../contract/inbox";
import type { StaffCreateInput, StaffDto, StaffPatchInput } from "../../contract/staff";
import { staffFetch } from "./staffFetch";

export const fetchStaff = (signal?: AbortSignal) => staffFetch<StaffDto[]>("GET", "/api/staff", { signal });

export const fetchAssignees = (signal?: AbortSignal) => staffFetch<StaffRef[]>("GET", "/api/staff/assignees", { signal });

export const createStaff = (input: StaffCreateInput) => staffFetch<StaffDto>("POST", "/api/staff", { body: input });

export const updateStaff = (id: number, patch: StaffPatchInput) => staffFetch<StaffDto>("PATCH", `/api/staff/${id}`, { body: patch });

/** Resets a lost second factor; `confirmOtp` is the acting admin's own current code, when they have one. */
export const resetStaffTotp = (id: number, confirmOtp?: string) =>
  staffFetch<void>("POST", `/api/staff/${id}/totp-reset`, { body: { confirmOtp } });
