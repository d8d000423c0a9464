import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Interest } from "../../contract/inquiry";

/** Labels of the contact form's areas of interest (docs/product.md#screens-and-routes). */
export const interestLabels: Record<Interest, MessageDescriptor> = {
  heart: msg`Heart condition (such as heart failure)`,
  diabetes: msg`Diabetes`,
  hypertension: msg`Hypertension`,
  "asthma-copd": msg`Asthma/COPD`,
  "weight-management": msg`Weight Management`,
  "chronic-pain": msg`Chronic Pain`,
  other: msg`Other`,
};
