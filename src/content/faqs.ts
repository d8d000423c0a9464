import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Faq = {
  id: number;
  question: MessageDescriptor;
  answer: MessageDescriptor;
  createdAt: string;
  updatedAt: string;
};

const dates = { createdAt: "2024-01-15T00:00:00.000Z", updatedAt: "2025-06-01T00:00:00.000Z" };

/** SPEC §2/§3: the ten participant questions (the Spanish text is the catalog entry for the English one). */
export const participantFaqs: Faq[] = [
  {
    id: 1,
    question: msg`What is a clinical trial?`,
    answer: msg`A clinical trial is a research study with volunteers that answers specific questions about a new medicine, treatment or way of using an existing one. Trials follow a careful plan, and they are how new treatments are shown to be safe and to work before doctors can use them widely.`,
    ...dates,
  },
  {
    id: 2,
    question: msg`Is it safe to take part in a clinical trial?`,
    answer: msg`Every study is reviewed and approved by an independent ethics board before it begins, and our doctors watch your health closely the whole time. All treatments can have side effects; the study team explains the known risks before you decide, and you can ask as many questions as you need.`,
    ...dates,
  },
  {
    id: 3,
    question: msg`Will I be paid for participating?`,
    answer: msg`Study-related care is provided at no cost to you. Many studies also compensate participants for their time and travel. The amount depends on the study, and we explain it before you agree to take part.`,
    ...dates,
  },
  {
    id: 4,
    question: msg`Do I need health insurance to participate?`,
    answer: msg`No. Study visits, tests and study medicine are provided at no cost, so you do not need health insurance to take part.`,
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
    answer: msg`Your information is kept confidential. Study records use a code instead of your name, and only authorized people can see your information, as the law and the ethics board require.`,
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
];

/** Home shows questions 1, 3 and 4 (SPEC §3). */
export const homeFaqs = participantFaqs.filter((faq) => [1, 3, 4].includes(faq.id));
