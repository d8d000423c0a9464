import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Faq = {
  id: number;
  question: MessageDescriptor;
  answer: MessageDescriptor;
  createdAt: string;
  updatedAt: string;
};

export const dates = { createdAt: "2024-01-15T00:00:00.000Z", updatedAt: "2025-06-01T00:00:00.000Z" };

/** docs/product.md#screens-and-routes and #entities: the ten participant questions (the Spanish text is the catalog entry for the English one). */
/** docs/product.md#entities: the participant questions Home shows (1, 3 and 4); the rest are in participantFaqs.ts. */
export const homeFaqs: Faq[] = [
  {
    id: 1,
    question: msg`What is a clinical trial?`,
    answer: msg`A clinical trial is a research study with volunteers. It answers questions about a medicine or treatment that is still being tested. Each study follows a careful plan. Studies are how doctors find out whether a treatment is safe and whether it works.`,
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
    answer: msg`No. Study visits, tests and the study medicine are provided at no cost, so you do not need health insurance to take part. Care outside the study is billed to you or your insurance as usual.`,
    ...dates,
  },
];
