import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrorCode } from "../../../../contract/inquiry";

/** docs/product.md#validation message texts for the shared contract's error codes. */
export const fieldErrorMessages: Record<FieldErrorCode, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid_email: msg`Please enter a valid email address`,
  invalid_phone: msg`Please enter a valid phone number`,
  too_long: msg`This text is too long`,
  invalid: msg`Please check this field`,
  invalid_characters: msg`Please remove hidden or special characters from this field`,
  name_needs_letter: msg`Please enter your name using letters`,
  unknown_study: msg`This study is not on our list. Remove it and send your message without it.`,
  // docs/product.md#validation's words, then what the box actually asks.
  consent_required: msg`Please check the box so that we may call or write to you.`,
  unknown_partner_code: msg`We do not know this code. Check it on the card, or leave this box empty.`,
};
