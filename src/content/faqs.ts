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

/**
 * docs/product.md#entities: the participant questions Home shows (1, 3 and 4); the rest are in participantFaqs.ts
 * (the Spanish text is the catalog entry for the English one). Home already says that payment may be given (its
 * About text), so its third question is the one an ethics board asks for: placebo (docs/content.md).
 */
export const homeFaqs: Faq[] = [
  {
    id: 1,
    question: msg`What is a clinical trial?`,
    answer: msg`A clinical trial is a research study with volunteers. It answers questions about a medicine or treatment that is still being tested. Each study follows a careful plan. Studies are how doctors find out whether a treatment is safe and whether it works.`,
    ...dates,
  },
  {
    id: 3,
    question: msg`Will I get the study drug or a placebo?`,
    answer: msg`It depends on the study. In many studies, people are put into groups by chance. One group gets the study drug. Another group may get a placebo: a pill that looks the same but has no active medicine. Before you decide, the study team tells you whether the study uses a placebo.`,
    ...dates,
  },
  {
    id: 4,
    question: msg`Do I need health insurance to participate?`,
    answer: msg`It depends on the study. Study visits and tests are provided at no cost to you. Care outside the study is billed to you or your insurance as usual. In some studies, part of your care is the care your doctor would give anyway. It is billed the same way. Before you decide, the study team tells you what is covered.`,
    ...dates,
  },
];
