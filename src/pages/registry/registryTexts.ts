import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RegistryProblem } from "../../../contract/registryForm";

/** What each of the sign-up's error codes (contract/volunteerSignUp.ts) says under its field. */
export const registryFieldErrors: Record<string, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid: msg`Please check this field`,
  too_long: msg`This text is too long`,
  invalid_characters: msg`Please remove hidden or special characters from this field`,
  name_needs_letter: msg`Please enter your name using letters`,
  invalid_email: msg`Please enter a valid email address`,
  invalid_phone: msg`Please enter a valid phone number`,
  phone_or_email: msg`Please give us a phone number or an email address`,
  adults_only: msg`Please enter the year you were born. You must be 18 or older to join the list.`,
  invalid_zip: msg`Please enter a ZIP code of 5 numbers`,
  consent_required: msg`Please check the box to join the list.`,
};

/** What the form says above its button when a sign-up was not stored. */
export const registryProblemText: Record<RegistryProblem, MessageDescriptor> = {
  fields: msg`Please correct the highlighted fields.`,
  rate_limited: msg`Too many sign-ups were sent from your connection. Please wait a minute and try again. What you typed is still here.`,
  storage_unavailable: msg`Our system is busy for a moment. Please try again in a few seconds. What you typed is still here.`,
};
