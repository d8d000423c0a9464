import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReferFormState } from "../../../contract/partners";

/** What each of the referral form's error codes (contract/partners.ts) says under its field. */
export const referFieldErrors: Record<string, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid: msg`Please check this field`,
  too_long: msg`This text is too long`,
  invalid_characters: msg`Please remove hidden or special characters from this field`,
  name_needs_letter: msg`Please enter the name using letters`,
  invalid_phone: msg`Please enter a valid phone number`,
  consent_required: msg`Please check the box. We call only people who said yes.`,
  written_ok_required: msg`Check this box only if they signed that we may know it. If not, choose "Nothing more: just a call".`,
};

/** The code field's own words: a code that is not this link's partner's. */
export const wrongCode = msg`This is not the code on your card. Please check it.`;

/** What the form says above its button when a referral was not stored. */
export const referProblemText: Record<NonNullable<ReferFormState["problem"]>, MessageDescriptor> = {
  fields: msg`Please correct the highlighted fields.`,
  rate_limited: msg`Too many referrals were sent from your connection. Please wait a minute and try again. What you typed is still here.`,
  storage_unavailable: msg`Our system is busy for a moment. Please try again in a few seconds. What you typed is still here.`,
};
