import { CONTACT_FIELD_ORDER, type ContactField, type FormProblem } from "../../../../contract/contactForm";
import type { CreatedInquiryDto, InquiryInput } from "../../../../contract/inquiry";
import { isFieldErrorCode, type FieldErrorCode } from "../../../../contract/inquiryFields";
import { ApiError } from "../../../api/http";
import { submitInquiry } from "../../../api/inquiries";
import { readAttribution } from "../../../api/readAttribution";

/**
 * Sends a checked message to the API, with how the visit began (its first touch), and says what became of it. Loaded with the validation library at the
 * first focus in the form (or at submit), so a visitor who only reads the contact page never downloads it.
 */
export async function sendInquiry(
  input: InquiryInput,
): Promise<
  { ok: true; inquiry: CreatedInquiryDto } | { ok: false; problem: FormProblem; fields: Partial<Record<ContactField, FieldErrorCode>> }
> {
  try {
    const source = readAttribution();
    return { ok: true, inquiry: await submitInquiry(source ? { ...input, source } : input) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, problem: "offline", fields: {} };
    if (error.code === "rate_limited") return { ok: false, problem: "rate_limited", fields: {} };
    if (error.code === "storage_unavailable") return { ok: false, problem: "storage_unavailable", fields: {} };
    if (error.fields.studyId?.includes("unknown_study")) return { ok: false, problem: "study_closed", fields: {} };
    if (error.fields.prescreen) return { ok: false, problem: "answers", fields: {} };
    // Anything else the server refused: its words for each field it named.
    const fields: Partial<Record<ContactField, FieldErrorCode>> = {};
    for (const field of CONTACT_FIELD_ORDER) {
      const code = error.fields[field]?.[0];
      if (code) fields[field] = isFieldErrorCode(code) ? code : "invalid";
    }
    return { ok: false, problem: Object.keys(fields).length > 0 ? "fields" : "failed", fields };
  }
}
