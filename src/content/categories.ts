import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StudyCategory } from "../../contract/studies";

/** The study categories' names (contract/studies.ts), also the therapeutic areas shown to sponsors. */
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
