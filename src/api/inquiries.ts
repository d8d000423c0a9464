import type { ErasedInquiryDto, ResolvedInquiryDto } from "../../contract/inbox";
import type { CreatedInquiryDto, InquiryInput } from "../../contract/inquiry";
import { apiRequest } from "./http";

export const submitInquiry = (input: InquiryInput) => apiRequest<CreatedInquiryDto>("POST", "/api/inquiries", { body: input });

export const resolveInquiry = (token: string, id: number) =>
  apiRequest<ResolvedInquiryDto>("PUT", `/api/inquiries/${id}/resolve`, { token });

/** Admins only: removes the person's data from an inquiry (docs/security-privacy.md, erasure on request). */
export const eraseInquiry = (token: string, id: number) => apiRequest<ErasedInquiryDto>("DELETE", `/api/inquiries/${id}`, { token });
