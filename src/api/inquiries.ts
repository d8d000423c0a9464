import type { CreatedInquiryDto, InquiryDto, InquiryInput } from "../../contract/inquiry";
import { apiRequest } from "./http";

export const submitInquiry = (input: InquiryInput) =>
  apiRequest<CreatedInquiryDto>("POST", "/api/inquiries", { body: input });

export const fetchUnresolvedInquiries = (token: string, signal?: AbortSignal) =>
  apiRequest<InquiryDto[]>("GET", "/api/inquiries/unresolved", { token, signal });

export const resolveInquiry = (token: string, id: number) =>
  apiRequest<{ id: number; resolvedAt: string }>("PUT", `/api/inquiries/${id}/resolve`, { token });

/** Admins only: removes the person's data from an inquiry (DESIGN §4, erasure on request). */
export const eraseInquiry = (token: string, id: number) =>
  apiRequest<{ id: number; erasedAt: string }>("DELETE", `/api/inquiries/${id}`, { token });
