import { msg } from "@lingui/core/macro";
import { dates, homeFaqs, type Faq } from "./faqs";

/** The period the Worker's purge applies (wrangler.toml RETENTION_DAYS, read at build time), as the privacy policy says it. */
const retentionDays = Number(import.meta.env.VITE_RETENTION_DAYS);

// The questions only For Participants shows: their text travels with that page, not with every page.
const moreFaqs: Faq[] = [
  {
    id: 2,
    question: msg`Is it safe to take part in a clinical trial?`,
    answer: msg`Every study has risks. A study medicine can have side effects, and some may not be known yet. Before you decide, the study team explains the known risks and answers your questions. An independent ethics board reviews each study before it begins, to protect the people who take part. During the study, our doctors check on your health.`,
    ...dates,
  },
  {
    id: 5,
    question: msg`Can I leave a study after it starts?`,
    answer: msg`Yes. Taking part is always voluntary. You can leave a study at any time, for any reason, and it will not affect the care you receive from your own doctors.`,
    ...dates,
  },
  {
    id: 6,
    question: msg`How is my personal information protected?`,
    // What the system keeps, who sees it and for how long (issue #50): no promise wider than docs/security-privacy.md.
    answer: msg`Only our research team reads what you send us. We use it to call you back about studies. We delete it ${retentionDays} days after we finish, or sooner if you ask. In a study, your records use a code instead of your name. Only the people the law and the ethics board allow can see them.`,
    ...dates,
  },
  {
    id: 7,
    question: msg`Will I still see my regular doctor?`,
    answer: msg`Yes. You keep your regular doctor. With your permission, we can share information with your doctor so your care stays coordinated.`,
    ...dates,
  },
  {
    id: 8,
    question: msg`How long does a study last?`,
    answer: msg`It depends on the study. Some last a few weeks and others a few years. Before you join, we tell you how long the study lasts and how many visits it needs.`,
    ...dates,
  },
  {
    id: 9,
    question: msg`Do I need to speak English to take part?`,
    answer: msg`No. Our team speaks English and Spanish, and we walk you through every step, including the consent form, in the language you prefer.`,
    ...dates,
  },
  {
    id: 10,
    question: msg`How do I find out if I qualify?`,
    answer: msg`Call us or send a message through our contact form. A member of our team will ask you a few questions about your health and, if a study may be right for you, invite you to a screening visit.`,
    ...dates,
  },
  // Added for the ethics board review (docs/content.md): payment (Home asks about placebo instead), costs, your own doctor.
  {
    id: 11,
    question: msg`Will I be paid for participating?`,
    answer: msg`Some studies pay you for your time and travel. The amount depends on the study. The study team explains it before you agree to take part.`,
    ...dates,
  },
  {
    id: 12,
    question: msg`What does it cost me?`,
    answer: msg`Study visits, tests and the study drug are provided at no cost to you. Care outside the study, such as visits to your own doctor, is billed to you or your insurance as usual. Many studies also pay you for your time and travel.`,
    ...dates,
  },
  {
    id: 13,
    question: msg`Can I keep my own doctor?`,
    answer: msg`Yes. You keep your own doctor during the study. If you agree, we let your doctor know that you are in a study. Keep going to your regular visits.`,
    ...dates,
  },
];

/** docs/product.md#screens-and-routes and #entities: the participant questions (at least ten), in order (the Spanish text is the catalog entry for the English one). */
export const participantFaqs: Faq[] = [...homeFaqs, ...moreFaqs].sort((a, b) => a.id - b.id);
