import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "./http";

/** Translations of the API's error codes, so visitors read errors in their language (DESIGN §6). */
const apiErrorMessages: Record<string, MessageDescriptor> = {
  bad_request: msg`The request could not be read. Please try again.`,
  validation_failed: msg`Some fields are missing or invalid.`,
  unauthorized: msg`Your session has ended. Please log in again.`,
  invalid_credentials: msg`Invalid username or password.`,
  not_found: msg`Not found`,
  payload_too_large: msg`The message is too long.`,
  unsupported_media_type: msg`The request could not be read. Please try again.`,
  rate_limited: msg`Too many attempts from your connection. Please wait a minute and try again.`,
  internal_error: msg`Something went wrong on our side. Please try again later.`,
};

/** SPEC §8 text for a failed call, "status: message", with the message in the active language. */
export function describeError(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    const known = error.code ? apiErrorMessages[error.code] : undefined;
    return known ? `${error.status}: ${i18n._(known)}` : error.message;
  }
  return i18n._(msg`We could not reach the server. Check your connection and try again.`);
}
