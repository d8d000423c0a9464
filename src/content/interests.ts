import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Interest } from "../../contract/inquiry";

/**
 * Labels of the contact form's areas of interest (docs/product.md#screens-and-routes): SPEC's names, each
 * medical word explained in everyday words (docs/content.md).
 */
export const interestLabels: Record<Interest, MessageDescriptor> = {
  heart: msg`Heart condition (such as heart failure)`,
  diabetes: msg`Diabetes`,
  hypertension: msg`High blood pressure (hypertension)`,
  "asthma-copd": msg`Asthma or COPD (a long-term lung disease)`,
  "weight-management": msg`Weight Management`,
  "chronic-pain": msg`Chronic Pain`,
  other: msg`Other`,
};
