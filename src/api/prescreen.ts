import type { PrescreenDto } from "../../contract/prescreen";
import { apiRequest } from "./http";

/** Keep (or stop keeping) a non-match's pre-screen answers past the period after which they are erased. */
export const keepPrescreenAnswers = (token: string, inquiryId: number, kept: boolean) =>
  apiRequest<PrescreenDto>("PUT", `/api/inquiries/${inquiryId}/prescreen`, { token, body: { kept } });
