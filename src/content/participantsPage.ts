import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IconName } from "../ui/Icon";

// For Participants only (its text is in the pages catalog); Home's benefits and steps are in participation.ts.
export type InfoCard = { title: MessageDescriptor; body: MessageDescriptor; icon: IconName };

/** For Participants: the four info cards. */
export const participantInfoCards: InfoCard[] = [
  {
    title: msg`What to Expect During a Study`,
    body: msg`You will have scheduled visits for check-ups, tests and study treatment. Our team explains each visit ahead of time and is available to answer questions between visits.`,
    icon: "calendar",
  },
  {
    title: msg`Benefits and Risks`,
    body: msg`You may get an investigational treatment, or a placebo. You may or may not benefit. Treatments can have side effects, and some may not be known yet. We go over the known benefits and risks with you before you decide.`,
    icon: "scale",
  },
  {
    title: msg`How Compensation Works`,
    body: msg`Study-related care is at no cost. Many studies also pay for your time and travel; the amount and schedule are explained in the consent form.`,
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
    body: msg`Your personal and medical information is kept confidential.`,
  },
  {
    title: msg`Always voluntary`,
    body: msg`Taking part is your choice, and you can leave a study at any time without affecting your regular care.`,
  },
];

export const personalBenefits: MessageDescriptor[] = [
  msg`A chance to try an investigational treatment (some people get a placebo)`,
  msg`Study visits and tests at no cost to you`,
  msg`Compensation for time and travel in many studies`,
  msg`Learn more about your health`,
];

export const communityBenefits: MessageDescriptor[] = [
  msg`Make sure treatments are tested in people like you and your family`,
  msg`Help bring better care to the Hispanic community`,
  msg`Contribute to discoveries that help future generations`,
];
