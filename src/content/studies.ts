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
 * SPEC §3: three cardiology studies, all finerenone heart-failure trials. Descriptions and key
 * eligibility follow the public trial registrations in plain language; the study team confirms the
 * full criteria at screening.
 */
export const studies: Study[] = [
  {
    id: 1,
    studyId: "FINALITY-HF",
    title: msg`Finerenone for Heart Failure with Reduced Ejection Fraction`,
    description: msg`This study tests whether finerenone, a once-daily pill, can lower the risk of heart-failure hospital stays and death for people whose heart pumps weaker than normal and who cannot take spironolactone or eplerenone.`,
    image: "/images/studies/finality-hf.svg",
    status: nowEnrolling,
    eligibility: [
      msg`Adults 18 years or older`,
      msg`Heart failure with reduced ejection fraction (a weaker heart pump)`,
      msg`Current heart-failure symptoms such as shortness of breath or tiredness`,
      msg`Cannot take, or did not tolerate, spironolactone or eplerenone`,
    ],
    category: "cardiology",
    createdAt: "2024-03-01T00:00:00.000Z",
    updatedAt: "2025-09-15T00:00:00.000Z",
  },
  {
    id: 2,
    studyId: "REDEFINE-HF",
    title: msg`Finerenone After a Heart Failure Hospital Stay (Ejection Fraction 40% or Higher)`,
    description: msg`This study looks at whether finerenone, started during or soon after a hospital stay for heart failure, helps people whose ejection fraction is 40% or higher stay out of the hospital and live longer.`,
    image: "/images/studies/redefine-hf.svg",
    status: nowEnrolling,
    eligibility: [
      msg`Adults 18 years or older`,
      msg`In the hospital for heart failure now, or recently discharged`,
      msg`Ejection fraction of 40% or higher`,
      msg`Kidney function and potassium levels within the study's limits`,
    ],
    category: "cardiology",
    createdAt: "2024-03-01T00:00:00.000Z",
    updatedAt: "2025-09-15T00:00:00.000Z",
  },
  {
    id: 3,
    studyId: "CONFIRMATION-HF",
    title: msg`Early Combined Treatment with Finerenone and an SGLT2 Inhibitor for Heart Failure`,
    description: msg`This study compares starting finerenone together with empagliflozin, an SGLT2 inhibitor, early during a hospital stay for heart failure against usual care, to see which approach helps people feel better and stay out of the hospital.`,
    image: "/images/studies/confirmation-hf.svg",
    status: nowEnrolling,
    eligibility: [
      msg`Adults 18 years or older`,
      msg`In the hospital for heart failure`,
      msg`Able to start the study medicines early during the hospital stay`,
      msg`Kidney function and potassium levels within the study's limits`,
    ],
    category: "cardiology",
    createdAt: "2024-05-01T00:00:00.000Z",
    updatedAt: "2025-09-15T00:00:00.000Z",
  },
];

export const featuredStudyIds = ["FINALITY-HF", "REDEFINE-HF"] as const;
export const featuredStudies = studies.filter((study) =>
  (featuredStudyIds as readonly string[]).includes(study.studyId),
);
