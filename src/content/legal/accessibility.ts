import { msg } from "@lingui/core/macro";
import type { LegalDocument } from "./document";

export const accessibilityStatement: LegalDocument = {
  title: msg`Accessibility`,
  description: msg`Our commitment to a website everyone can use, how we test it, and how to tell us about a problem.`,
  intro: msg`We want everyone to be able to use this website. That includes people who use a screen reader, a keyboard, voice control or a screen magnifier.`,
  updated: "2026-11-23",
  sections: [
    {
      heading: msg`Our goal`,
      paragraphs: [msg`We aim to meet the web's accessibility rules, called WCAG 2.1, at level AA. We do this in English and in Spanish.`],
    },
    {
      heading: msg`How we test`,
      paragraphs: [msg`Every change to the website is checked by automated tests before it is published:`],
      list: [
        msg`accessibility tests (axe) on every page, in both languages`,
        msg`Google Lighthouse accessibility checks`,
        msg`tests that use the menus, forms and lists with the keyboard`,
        msg`tests on a phone-sized screen`,
        msg`Windows high contrast mode`,
      ],
    },
    {
      heading: msg`What we know is not perfect`,
      paragraphs: [
        msg`The map on the contact page comes from Google, and we cannot change how it works. The address, the phone number and a link for directions are right next to it.`,
      ],
    },
    {
      heading: msg`Tell us about a problem`,
      paragraphs: [
        msg`If something on this website is hard for you to use, please tell us. Tell us the page and what happened. You can call or email us.`,
        msg`If you cannot hear well, dial 711. The California Relay Service will help you call us.`,
        msg`We will answer within 2 business days. We will fix the problem, or give you the information another way, for example by phone or by mail.`,
      ],
      contactDetails: true,
    },
  ],
};
