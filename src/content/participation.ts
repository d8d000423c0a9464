import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IconName } from "../ui/Icon";

export type Benefit = { id: number; title: MessageDescriptor; description: MessageDescriptor; icon: IconName; iconBg: string };

/** SPEC §3: the three reasons to join shown on Home. */
export const benefits: Benefit[] = [
  {
    id: 1,
    title: msg`Access to New Treatments`,
    description: msg`Try treatment options that are not yet widely available, with expert care from our physicians at no cost to you.`,
    icon: "pill",
    iconBg: "bg-brand-100 text-brand-800",
  },
  {
    id: 2,
    title: msg`Compensation for Your Time`,
    description: msg`Many studies compensate participants for their time and travel to study visits.`,
    icon: "wallet",
    iconBg: "bg-amber-100 text-amber-800",
  },
  {
    id: 3,
    title: msg`Contribute to Medical Science`,
    description: msg`Help researchers find better treatments for your family, your community and future generations.`,
    icon: "flask",
    iconBg: "bg-emerald-100 text-emerald-800",
  },
];

export type EnrollmentStep = { id: number; number: number; title: MessageDescriptor; description: MessageDescriptor };

/** SPEC §3: how to participate, in three steps. */
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
    description: msg`Meet our team, learn about the study, ask your questions and, if you choose to join, sign the consent form. We then confirm that you qualify.`,
  },
  {
    id: 3,
    number: 3,
    title: msg`Begin Participation`,
    description: msg`Start the study with regular visits and close follow-up from our physicians and coordinators.`,
  },
];
