import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Comparison } from "../../contract/studies";

/**
 * The comparison, in plain words: placebo (double-blind) or usual care (open-label). Every study of that design
 * shows these words, so they name no medicine: the study's own text says what it tests.
 */
export const comparisonText: Record<Comparison, MessageDescriptor[]> = {
  placebo: [
    msg`People in this study are put into one of two groups by chance, like flipping a coin. One group takes the study medicine. The other group takes a placebo: a pill that looks the same but has no active medicine.`,
    msg`Neither you nor the study doctors know which pill you take. This is called a double-blind study. It helps make the results fair.`,
  ],
  "usual-care": [
    msg`People in this study are put into one of two groups by chance, like flipping a coin. One group gets the treatment the study is testing. The other group gets usual care: the treatment their doctors would choose anyway.`,
    msg`There is no placebo. You and your doctors know which group you are in. This is called an open-label study.`,
  ],
};

/** The words every study page has around the study's own text (the study's text is data: docs/studies.md). */
export const studyPageText = {
  whoMayJoinIntro: msg`You may be able to join if all of these are true:`,
  screening: msg`These are the main requirements, not the full list. At a screening visit, the study team checks the full list with you, and some tests may be needed. Only then do we know whether you qualify.`,
  /** When the study's version does not say yet how long it lasts (the clinic writes it from the protocol). */
  timelineToAsk: msg`The study team tells you how long this study lasts and how many visits it has, before you decide. You can also ask us when we call.`,
  costs: [
    msg`Study-related visits, tests and the study medicine are provided at no cost to you. Care outside the study is billed to you or your insurance as usual.`,
    msg`You may be paid for your time and travel. The study team explains how much before you decide.`,
  ],
  voluntary: [
    msg`Taking part is your choice. Before you join, the study team explains the study, its possible risks and benefits, and answers your questions. You sign a consent form only if you want to join.`,
    msg`You may not benefit from taking part. You can leave the study at any time, for any reason. Saying no, or leaving, does not change your regular care.`,
  ],
  registration: msg`Official record of this study on ClinicalTrials.gov: {nct}`,
};
