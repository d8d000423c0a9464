import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Study categories (docs/product.md#screens-and-routes) — also the therapeutic areas shown to sponsors. */
export const STUDY_CATEGORIES = [
  "cardiology",
  "gastroenterology",
  "infectious",
  "vaccines",
  "nephrology",
  "pulmonology",
  "endocrinology",
  "pain",
] as const;
export type StudyCategory = (typeof STUDY_CATEGORIES)[number];

export const categoryLabels: Record<StudyCategory, MessageDescriptor> = {
  cardiology: msg`Cardiology`,
  gastroenterology: msg`Gastroenterology`,
  infectious: msg`Infectious Diseases`,
  vaccines: msg`Vaccines`,
  nephrology: msg`Nephrology`,
  pulmonology: msg`Pulmonology`,
  endocrinology: msg`Endocrinology`,
  pain: msg`Pain Management`,
};
