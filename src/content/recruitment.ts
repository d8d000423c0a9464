import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Recruitment } from "../../contract/studies";

/** A study's recruitment status at this clinic, as its badge says it. */
export const recruitmentLabels: Record<Recruitment, MessageDescriptor> = {
  recruiting: msg`Now Enrolling`,
  closed: msg`No Longer Enrolling`,
};
