import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ImportField, ImportRefusal } from "../../../../../contract/volunteerImport";

/** What each field of the list is, as the mapping names it. */
export const importFieldLabels: Record<ImportField, MessageDescriptor> = {
  name: msg`Full name`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  phone: msg`Phone`,
  email: msg`Email`,
  language: msg`Language`,
  birthYear: msg`Year of birth`,
  zip: msg`ZIP code`,
  topics: msg`Health topics`,
  consentDate: msg`Day they agreed`,
  consentHow: msg`How they agreed`,
};

/** Why a row was not imported. */
export const refusalLabels: Record<ImportRefusal, MessageDescriptor> = {
  no_name: msg`No name`,
  no_contact: msg`No phone or email`,
  bad_phone: msg`The phone number is not valid`,
  bad_email: msg`The email is not valid`,
  bad_birth_year: msg`The year of birth is not valid (adults only)`,
  bad_zip: msg`The ZIP code is not valid`,
  no_consent_basis: msg`No record of their yes`,
  consent_expired: msg`Their yes is older than a yes lasts`,
  consent_in_future: msg`The day of their yes has not come yet`,
  opted_out: msg`The number or email opted out of our messages`,
  left_registry: msg`They left the list`,
};
