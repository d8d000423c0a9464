import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ERROR_CODES, type ErrorCode } from "../../contract/errors";
import { ApiError } from "./http";

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** Translations of the API's error codes, so visitors read errors in their language (docs/product.md). */
const apiErrorMessages: Record<ErrorCode, MessageDescriptor> = {
  bad_request: msg`The request could not be read. Please try again.`,
  validation_failed: msg`Some fields are missing or invalid.`,
  unauthorized: msg`Your session has ended. Please log in again.`,
  forbidden: msg`Your account does not have permission to do this.`,
  invalid_credentials: msg`Invalid username or password.`,
  otp_required: msg`Enter the code from your authenticator app.`,
  invalid_otp: msg`That code is not valid. Enter the current code from your app.`,
  totp_enrollment_required: msg`Set up two-step sign-in to continue.`,
  otp_confirmation_required: msg`Confirm with the current code from your authenticator app.`,
  conflict: msg`This was already done, or it needs another step first.`,
  erased: msg`This inquiry's personal data was erased; it can no longer change.`,
  invalid_transition: msg`The inquiry already has that status.`,
  reason_required: msg`Choose or write a reason for closing it.`,
  unknown_staff: msg`That staff account is not active.`,
  last_admin: msg`This is the last active admin: make another account an admin first.`,
  username_taken: msg`That username is already in use.`,
  precondition_failed: msg`This changed meanwhile. Please reload and try again.`,
  range_not_satisfiable: msg`The request could not be read. Please try again.`,
  method_not_allowed: msg`The request could not be read. Please try again.`,
  not_found: msg`Not found`,
  payload_too_large: msg`The message is too long.`,
  unsupported_media_type: msg`The request could not be read. Please try again.`,
  rate_limited: msg`Too many attempts from your connection. Please wait a minute and try again.`,
  storage_unavailable: msg`Our system is busy for a moment. Please try again in a few seconds; what you typed is still here.`,
  internal_error: msg`Something went wrong on our side. Please try again later.`,
  channel_unavailable: msg`This person cannot get messages this way now.`,
  template_not_approved: msg`Only templates the ethics board approved can be sent.`,
  first_contact_only: msg`Until the person replies, only a first-contact template can be sent.`,
  free_text_needs_reply: msg`You can write your own words once the person has replied. Until then, use a first-contact template.`,
  template_or_text: msg`Choose a template or write a message (not both).`,
  too_many_segments: msg`This text is too long: it would go out in more than 3 parts. Shorten it, or send it by e-mail.`,
  invalid_signature: msg`The request is not signed by the text provider.`,
  invalid_token: msg`This link is not valid. Please use the link from our most recent e-mail.`,
  // Staff-only answers, which the visit form explains with its own words; here the generic ones.
  needs_confirmation: msg`The request could not be read. Please try again.`,
  invalid_time: msg`The request could not be read. Please try again.`,
  registry_not_found: msg`ClinicalTrials.gov has no study with that NCT number. Check the number.`,
  registry_unavailable: msg`ClinicalTrials.gov did not answer. Nothing was changed; please try again later.`,
  version_changed: msg`These words changed after you opened them. Reload the page and read the new words before you approve.`,
  text_rules: msg`Some of these words break a reading-level or phrase rule. Fix them, or write why the ethics board approved them as they are.`,
};

/** docs/product.md#errors text for a failed call, "status: message", with the message in the active language. */
export function describeError(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    const known = error.code && isErrorCode(error.code) ? apiErrorMessages[error.code] : undefined;
    return known ? `${error.status}: ${i18n._(known)}` : error.message;
  }
  return i18n._(msg`We could not reach the server. Check your connection and try again.`);
}
