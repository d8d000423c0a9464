import type { MessageDescriptor } from "@lingui/core";

export type LegalSection = {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  list?: MessageDescriptor[];
  /** Shows the clinic's phone, email and address after the paragraphs. */
  contactDetails?: boolean;
};

/** A page of the footer's policies: plain sections, written for this site (the clinic's counsel reviews them). */
export type LegalDocument = {
  title: MessageDescriptor;
  /** The search-result and link-preview description. */
  description: MessageDescriptor;
  intro: MessageDescriptor;
  /** When the text last changed (YYYY-MM-DD). */
  updated: string;
  sections: LegalSection[];
};
