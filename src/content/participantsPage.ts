import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IconName } from "./icons";

// For Participants only (its text is in the pages catalog); Home's benefits and steps are in participation.ts.
export type InfoCard = { title: MessageDescriptor; body: MessageDescriptor; icon: IconName };

/** For Participants: the four info cards. */
export const participantInfoCards: InfoCard[] = [
  {
    title: msg`What to Expect During a Study`,
    body: msg`You come to study visits for tests and the study treatment. Our team explains each visit ahead of time. Between visits, you can call us with questions.`,
    icon: "calendar",
  },
  {
    title: msg`Benefits and Risks`,
    body: msg`You may get an investigational treatment, or a placebo: a pill with no drug in it. You may or may not benefit. Treatments can have side effects, and some may not be known yet. We go over the known benefits and risks with you before you decide.`,
    icon: "scale",
  },
  {
    // SPEC's own heading; the text beneath explains costs first, then payment, in plain type.
    title: msg`How Compensation Works`,
    body: msg`Study visits and tests are provided at no cost to you. Care outside the study is billed as usual. Some studies pay you for your time and travel. The consent form explains how much and when.`,
    icon: "wallet",
  },
  {
    title: msg`Who is Eligible`,
    body: msg`Each study has its own requirements, such as age, health problems and current medicines. Our team helps you find out whether you qualify.`,
    icon: "check",
  },
];

/** For Participants: the dark block on safety, privacy and what to expect. */
export const safetyPoints: { title: MessageDescriptor; body: MessageDescriptor }[] = [
  {
    title: msg`Independent ethics review`,
    body: msg`An independent ethics board must approve each study. The board protects the rights and safety of the people who take part.`,
  },
  {
    title: msg`Your privacy`,
    body: msg`We keep your health information safe. The consent form tells you who may see it.`,
  },
  {
    title: msg`Always voluntary`,
    body: msg`Taking part is your choice, and you can leave a study at any time without affecting your regular care.`,
  },
];

/** Said first, before any possible benefit (docs/content.md: never promise benefit). */
export const personalBenefitsNote: MessageDescriptor = msg`You may not benefit from taking part. Some people get a placebo: a pill with no active medicine.`;

export const personalBenefits: MessageDescriptor[] = [
  msg`The study medicine may help you, or it may not.`,
  msg`The study team checks your health at study visits. These checks do not replace visits with your own doctor.`,
  msg`You may learn more about your health problem.`,
];

export const communityBenefits: MessageDescriptor[] = [
  msg`Help make sure studies include people like you and your family`,
  msg`Help doctors learn what works for Hispanic patients`,
  msg`Add to what doctors know for future patients`,
];
