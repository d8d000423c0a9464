import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StudyId } from "../../contract/studies";

/** What the study compares the study medicine with, as the trial's registration says. */
export type Comparison = "placebo" | "usual-care";

export type StudyPage = {
  /** The ClinicalTrials.gov record (NCT number). */
  nct: string;
  comparison: Comparison;
  /** Double-blind: neither the participant nor the study doctors know who gets what. */
  doubleBlind: boolean;
  /** schema.org MedicalTrialDesign values the registration supports. */
  trialDesign: ("RandomizedTrial" | "DoubleBlindedTrial" | "PlaceboControlledTrial" | "OpenTrial")[];
  /** What the study wants to find out, in plain words. */
  summary: MessageDescriptor[];
  /** How taking part goes, after the comparison paragraph. */
  involves: MessageDescriptor[];
  /** What this study adds to the costs every study page explains. */
  costs?: MessageDescriptor[];
};

/**
 * The page of each study (/studies/<slug>), from its public registration on ClinicalTrials.gov, in plain
 * language. Numbers of visits and the study length are not stated here: the study team gives the
 * schedule before anyone decides, and the registration lists it.
 */
/** For the studies that start in the hospital: how someone there reaches the team. */
const inHospital = msg`If you are in the hospital now, you or a family member can call us. We will tell you whether our team can see you there.`;

export const studyPages: Record<StudyId, StudyPage> = {
  "FINALITY-HF": {
    nct: "NCT06033950",
    comparison: "placebo",
    doubleBlind: true,
    trialDesign: ["RandomizedTrial", "DoubleBlindedTrial", "PlaceboControlledTrial"],
    summary: [
      msg`This study is for adults with heart failure whose heart pumps weaker than normal. Doctors call this a reduced ejection fraction. Ejection fraction means how much blood the heart pumps out with each beat.`,
      msg`Finerenone is a pill taken once a day. The study wants to find out whether it lowers the chance of going to the hospital for heart failure, or of dying from it. In this study, finerenone is an investigational medicine. This means it is being tested for this use.`,
    ],
    involves: [
      msg`You keep taking your usual heart medicines. The study medicine is added to them.`,
      msg`You come to our clinic for study visits. At the visits, we check how you feel and do blood tests, such as kidney function and potassium. Some visits can be phone calls.`,
    ],
  },
  "REDEFINE-HF": {
    nct: "NCT06008197",
    comparison: "placebo",
    doubleBlind: true,
    trialDesign: ["RandomizedTrial", "DoubleBlindedTrial", "PlaceboControlledTrial"],
    summary: [
      msg`This study is for adults who are in the hospital for heart failure, or who left the hospital a short time ago. Their ejection fraction is 40% or higher. Ejection fraction means how much blood the heart pumps out with each beat.`,
      msg`Finerenone is a pill taken once a day. The study wants to find out whether it helps these people stay out of the hospital and live longer. In this study, finerenone is an investigational medicine. This means it is being tested for this use.`,
    ],
    involves: [
      msg`The study medicine starts in the hospital or soon after you go home. You keep taking your usual medicines.`,
      inHospital,
      msg`After that, you come to our clinic for study visits. At the visits, we check how you feel and do blood tests, such as kidney function and potassium. Some visits can be phone calls.`,
    ],
  },
  "CONFIRMATION-HF": {
    nct: "NCT06024746",
    comparison: "usual-care",
    doubleBlind: false,
    costs: [
      msg`In the usual-care group, your heart medicines are the ones your doctors would choose anyway. They are billed to you or your insurance as usual.`,
    ],
    trialDesign: ["RandomizedTrial", "OpenTrial"],
    summary: [
      msg`This study is for adults who are in the hospital for heart failure: their heart does not pump well.`,
      msg`It tests two medicines started together and early, in the hospital. The medicines are finerenone and empagliflozin. The study wants to find out whether starting them this way works better than usual care. Starting them together this early is investigational. That means it is being tested.`,
    ],
    involves: [
      msg`Both groups get care for their heart failure. The study compares the two ways of starting treatment.`,
      inHospital,
      msg`After you leave the hospital, you come to our clinic for study visits. At the visits, we check how you feel and do blood tests, such as kidney function and potassium.`,
    ],
  },
};

/** The comparison, in plain words: placebo (double-blind) or usual care (open-label). */
export const comparisonText: Record<Comparison, MessageDescriptor[]> = {
  placebo: [
    msg`People in this study are put into one of two groups by chance, like flipping a coin. One group takes finerenone. The other group takes a placebo: a pill that looks the same but has no active medicine.`,
    msg`Neither you nor the study doctors know which pill you take. This is called a double-blind study. It helps make the results fair.`,
  ],
  "usual-care": [
    msg`People in this study are put into one of two groups by chance, like flipping a coin. One group starts finerenone and empagliflozin together early. The other group gets usual care: the treatment their doctors would choose anyway.`,
    msg`There is no placebo. You and your doctors know which group you are in. This is called an open-label study.`,
  ],
};

export const studyPageText = {
  whoMayJoinIntro: msg`You may be able to join if all of these are true:`,
  screening: msg`These are the main requirements, not the full list. At a screening visit, the study team checks the full list with you, and some tests may be needed. Only then do we know whether you qualify.`,
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
