import type { PrescreenDto } from "../../contract/prescreen";
import { staffFetch } from "./staffFetch";

/** Keep (or stop keeping) a non-match's pre-screen answers past the period after which they are erased. */
export const keepPrescreenAnswers = (inquiryId: number, kept: boolean) =>
  staffFetch<PrescreenDto>("PUT", `/api/inquiries/${inquiryId}/prescreen`, { body: { kept } });
