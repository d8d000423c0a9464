import type { ErasedInquiryDto, ResolvedInquiryDto } from "../../contract/inbox";
import type { CreatedInquiryDto, InquiryInput } from "../../contract/inquiry";
import { apiRequest } from "./http";
import { staffFetch } from "./staffFetch";

export const submitInquiry = (input: InquiryInput) => apiRequest<CreatedInquiryDto>("POST", "/api/inquiries", { body: input });

export const resolveInquiry = (id: number) => staffFetch<ResolvedInquiryDto>("PUT", `/api/inquiries/${id}/resolve`);

/** Admins only: removes the person's data from an inquiry (docs/security-privacy.md, erasure on request). */
export const eraseInquiry = (id: number) => staffFetch<ErasedInquiryDto>("DELETE", `/api/inquiries/${id}`);
