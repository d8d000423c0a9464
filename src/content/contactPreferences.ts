import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContactMethod, ContactTime, HeardFrom } from "../../contract/inquiryFields";

/** Labels of the contact form's optional "how and when to reach you" and "how did you hear" choices. */
export const contactMethodLabels: Record<ContactMethod, MessageDescriptor> = {
  phone: msg`Phone call`,
  text: msg`Text message`,
  email: msg`Email`,
};

export const contactTimeLabels: Record<ContactTime, MessageDescriptor> = {
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
  any: msg`Any time`,
};

export const heardFromLabels: Record<HeardFrom, MessageDescriptor> = {
  doctor: msg`My doctor`,
  friend_family: msg`A friend or family member`,
  social_media: msg`Social media`,
  search: msg`An internet search`,
  flyer_event: msg`A flyer or community event`,
  radio_tv: msg`Radio or TV`,
  other: msg`Other`,
};
