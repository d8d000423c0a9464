import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IconName } from "./icons";

export type Benefit = { id: number; title: MessageDescriptor; description: MessageDescriptor; icon: IconName; iconBg: string };

/**
 * docs/product.md#entities: the three cards Home shows under "Why Join a Clinical Trial?". The first is SPEC's
 * "access to alternative treatments", said as an ethics board accepts it (docs/content.md): what a study
 * tests, that some people get a placebo, and that they may not benefit.
 */
export const benefits: Benefit[] = [
  {
    id: 1,
    title: msg`What a Study Tests`,
    description: msg`A study tests an investigational medicine to find out whether it helps. Some people get a placebo: a pill with no active medicine. You may not benefit from taking part.`,
    icon: "pill",
    iconBg: "bg-brand-100 text-brand-800",
  },
  {
    id: 2,
    title: msg`Your Choice, Always`,
    description: msg`Taking part is voluntary. You can leave a study at any time, and your regular care stays the same.`,
    icon: "handshake",
    iconBg: "bg-amber-100 text-amber-800",
  },
  {
    id: 3,
    title: msg`Contribute to Medical Science`,
    description: msg`Help doctors learn what works for people like you, your family and your community.`,
    icon: "flask",
    iconBg: "bg-emerald-100 text-emerald-800",
  },
];

export type EnrollmentStep = { id: number; number: number; title: MessageDescriptor; description: MessageDescriptor };

/** docs/product.md#entities: how to participate, in three steps. */
export const enrollmentSteps: EnrollmentStep[] = [
  {
    id: 1,
    number: 1,
    title: msg`Check Eligibility`,
    description: msg`Call us or send a message. We ask a few questions about your health to see which studies may fit you.`,
  },
  {
    id: 2,
    number: 2,
    title: msg`Attend Screening Visit`,
    description: msg`Meet our team and learn about the study. Ask all your questions. If you choose to join, you sign the consent form. Then we do tests to find out whether you qualify.`,
  },
  {
    id: 3,
    number: 3,
    title: msg`Begin Participation`,
    description: msg`Start the study. You come to regular visits, and our doctors and coordinators check on you during the whole study.`,
  },
];
