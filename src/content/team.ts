import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../../contract/language";

export type Investigator = {
  id: string;
  /**
   * Name with title and credentials as each language writes them ("Ana Ejemplo, MD" / "Dra. Ana Ejemplo").
   * Placeholder names: the operator replaces them with the real investigators (docs/pages.md, "Changing the clinic's details").
   */
  name: Record<Language, string>;
  title: MessageDescriptor;
  shortBio: MessageDescriptor;
  fullBio: MessageDescriptor[];
  photo: string;
};

/** docs/product.md#audiences-and-claims: two physician investigators with 22 and 23 years of experience; one has seven publications. */
export const investigators: Investigator[] = [
  {
    id: "investigator-1",
    name: { en: "Ana Ejemplo, MD", es: "Dra. Ana Ejemplo" },
    title: msg`Lead Study Doctor (Principal Investigator) · Internal Medicine and Kidney Disease`,
    shortBio: msg`22 years of experience caring for patients with kidney disease and chronic conditions.`,
    fullBio: [
      msg`Dr. Ejemplo has practiced internal medicine and nephrology for 22 years, caring for patients with kidney disease, high blood pressure and other chronic conditions.`,
      msg`She leads our clinical trials as principal investigator and makes sure every participant receives careful, respectful care in English or Spanish.`,
    ],
    photo: "/images/team/investigator-1.svg",
  },
  {
    id: "investigator-2",
    name: { en: "Luis Muestra, MD", es: "Dr. Luis Muestra" },
    title: msg`Study Doctor (Sub-Investigator) · Heart Disease and Diabetes`,
    shortBio: msg`23 years of experience in heart and metabolic care, with seven peer-reviewed publications.`,
    fullBio: [
      msg`Dr. Muestra has 23 years of experience treating heart disease and metabolic disorders such as diabetes.`,
      msg`He is the author of seven peer-reviewed publications and works closely with our coordinators to follow each participant's health throughout a study.`,
    ],
    photo: "/images/team/investigator-2.svg",
  },
];

/** About → Our Facility: the five features (docs/product.md#screens-and-routes). */
export const facilityFeatures: MessageDescriptor[] = [
  msg`Private rooms for exams and for talks with the doctor`,
  msg`A lab in the clinic to check samples`,
  msg`Comfortable waiting rooms`,
  msg`A safe place to keep study supplies and medicines`,
  msg`Easy access and plenty of parking`,
];
