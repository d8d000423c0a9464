import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RegistryMeProblem } from "../../../contract/registryMe";

/** What the page says when a step did not work (worker/pages/registryMe.ts). */
export const meProblemText: Record<RegistryMeProblem, MessageDescriptor> = {
  wrong_code: msg`That code is not right. Check it and type it again.`,
  expired_code: msg`That code does not work anymore. Ask for a new one.`,
  too_many: msg`The code was typed wrong too many times. Ask for a new one.`,
  too_soon: msg`We just sent you a code. Wait a minute before you ask for a new one.`,
  no_channel: msg`We cannot send a code that way. Choose another way, or call us.`,
  session_over: msg`To keep your choices private, we ask for a new code after 30 minutes. Ask for a new one.`,
  no_channels_chosen: msg`Choose at least one way to reach you, or leave the list below.`,
};
