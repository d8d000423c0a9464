import { msg } from "@lingui/core/macro";
import { site } from "../site";
import type { LegalDocument } from "./document";

const name = site.name;

/**
 * Language assistance and the nondiscrimination notice of Section 1557 of the Affordable Care Act, based
 * on the sample notice the U.S. Department of Health and Human Services (HHS) publishes
 * (https://www.hhs.gov/civil-rights/for-individuals/section-1557/). Taglines in other languages are
 * deliberately absent: add them only by copying HHS's officially published translations of the taglines,
 * never by writing or machine-translating them.
 */
export const languageAssistance: LegalDocument = {
  title: msg`Language Assistance and Nondiscrimination`,
  description: msg`How to get free help with language, and free aids if you have a disability. And our promise to treat everyone fairly.`,
  intro: msg`Our team speaks English and Spanish. Help in other languages, and aids for people with disabilities, are free of charge.`,
  updated: "2026-11-25",
  sections: [
    {
      heading: msg`Free language help`,
      paragraphs: [
        msg`Do you speak a language other than English or Spanish, such as Mixteco, Zapoteco or Triqui? We set up a qualified interpreter by phone, free for you. We can also read documents to you or explain them in your language.`,
      ],
    },
    {
      heading: msg`Free aids for people with disabilities`,
      paragraphs: [msg`We offer, at no cost to you:`],
      list: [
        msg`people who interpret sign language`,
        msg`papers in large print, in audio, or in a file your computer can read aloud`,
        msg`changes to how we do things, when a disability calls for them (reasonable modifications)`,
      ],
    },
    {
      heading: msg`How to ask`,
      paragraphs: [
        msg`Call us at the number below and tell us the language you speak, in any words you can. We set up an interpreter by phone, at no cost to you. You can also ask any member of our team, before a visit or at any time.`,
        msg`If you cannot hear well, dial 711. The California Relay Service will help you call us.`,
        msg`The person who answers our phone makes sure you get this help. You can also write to us at the email below.`,
      ],
      contactDetails: true,
    },
    {
      heading: msg`Nondiscrimination notice`,
      paragraphs: [msg`${name} follows the civil rights laws. We treat everyone the same, whatever their:`],
      list: [
        msg`race or color`,
        msg`national origin (where they or their family come from)`,
        msg`age`,
        msg`disability`,
        msg`sex, including sexual orientation and gender identity`,
      ],
    },
    {
      heading: msg`If you believe we did not treat you fairly`,
      paragraphs: [
        msg`If you believe we did not provide these services, or treated you unfairly in another way, you can file a complaint with us. Call or email us, and we will help you file it.`,
        msg`You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights:`,
      ],
      list: [
        msg`online at ocrportal.hhs.gov`,
        msg`by phone at 1-800-368-1019 (TDD: 1-800-537-7697)`,
        msg`by mail to 200 Independence Avenue SW, Room 509F, HHH Building, Washington, DC 20201`,
      ],
    },
  ],
};
