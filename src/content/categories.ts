import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StudyCategory } from "../../contract/studies";

/** The study categories' names (contract/studies.ts) as the therapeutic areas shown to sponsors. */
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

/**
 * The same categories as patients read them (the studies filter): the everyday word first, the medical one
 * explained after it (docs/content.md). The sponsors page keeps the professional names above.
 */
export const patientCategoryLabels: Record<StudyCategory, MessageDescriptor> = {
  cardiology: msg`Heart (cardiology)`,
  gastroenterology: msg`Stomach and bowels (gastroenterology)`,
  infectious: msg`Infections (infectious diseases)`,
  vaccines: msg`Vaccines`,
  nephrology: msg`Kidneys (nephrology)`,
  pulmonology: msg`Lungs (pulmonology)`,
  endocrinology: msg`Diabetes and hormones (endocrinology)`,
  pain: msg`Pain (pain management)`,
};
