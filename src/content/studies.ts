import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StudyId } from "../../contract/studies";
import type { StudyCategory } from "./categories";

export type Study = {
  id: number;
  title: MessageDescriptor;
  description: MessageDescriptor;
  image: string;
  status: MessageDescriptor;
  eligibility: MessageDescriptor[];
  /** The trial's acronym, shown as the Study ID. */
  studyId: StudyId;
  category: StudyCategory;
  createdAt: string;
  updatedAt: string;
};

const nowEnrolling = msg`Now Enrolling`;

/**
 * docs/product.md#entities: three cardiology studies, all finerenone heart-failure trials. Descriptions and key
 * eligibility follow the public trial registrations in plain language; the study team confirms the
 * full criteria at screening.
 */
export const studies: Study[] = [
  {
    id: 1,
    studyId: "FINALITY-HF",
    title: msg`A Study of Finerenone in People with Heart Failure and a Weak Heart Pump`,
    description: msg`This study tests finerenone, an investigational pill taken once a day. It wants to find out whether it keeps people with a weak heart out of the hospital. It is for people who cannot take spironolactone or eplerenone.`,
    image: "/images/studies/finality-hf.svg",
    status: nowEnrolling,
    eligibility: [
      msg`Adults 18 years or older`,
      msg`Heart failure with a weak heart pump (reduced ejection fraction)`,
      msg`Current heart-failure symptoms such as shortness of breath or tiredness`,
      msg`Cannot take, or did not tolerate, spironolactone or eplerenone`,
      msg`Kidney function and potassium levels within the study's limits`,
    ],
    category: "cardiology",
    createdAt: "2024-03-01T00:00:00.000Z",
    updatedAt: "2025-09-15T00:00:00.000Z",
  },
  {
    id: 2,
    studyId: "REDEFINE-HF",
    title: msg`A Study of Finerenone in People in the Hospital for Heart Failure (Ejection Fraction 40% or Higher)`,
    description: msg`This study tests finerenone, an investigational pill, in people who were in the hospital for heart failure. It wants to find out whether it helps them stay out of the hospital. It starts in the hospital or soon after.`,
    image: "/images/studies/redefine-hf.svg",
    status: nowEnrolling,
    eligibility: [
      msg`Adults 18 years or older`,
      msg`In the hospital for heart failure now, or home from the hospital a short time ago`,
      msg`Ejection fraction (how much blood the heart pumps with each beat) of 40% or higher`,
      msg`Kidney function and potassium levels within the study's limits`,
    ],
    category: "cardiology",
    createdAt: "2024-03-01T00:00:00.000Z",
    updatedAt: "2025-09-15T00:00:00.000Z",
  },
  {
    id: 3,
    studyId: "CONFIRMATION-HF",
    title: msg`A Study of Starting Finerenone and Empagliflozin Early in People in the Hospital for Heart Failure`,
    description: msg`This study compares two ways to start treatment in the hospital. One group starts finerenone and empagliflozin together, early. The other gets usual care. The study wants to find out whether starting both medicines early works better than usual care.`,
    image: "/images/studies/confirmation-hf.svg",
    status: nowEnrolling,
    eligibility: [
      msg`Adults 18 years or older`,
      msg`In the hospital for heart failure`,
      msg`Able to start the study medicines early, while still in the hospital`,
      msg`Kidney function and potassium levels within the study's limits`,
    ],
    category: "cardiology",
    createdAt: "2024-05-01T00:00:00.000Z",
    updatedAt: "2025-09-15T00:00:00.000Z",
  },
];

export const featuredStudyIds = ["FINALITY-HF", "REDEFINE-HF"] as const;
export const featuredStudies = studies.filter((study) => (featuredStudyIds as readonly string[]).includes(study.studyId));
