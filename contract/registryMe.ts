/**
 * The person's own page of the list for future studies (`/registry/me?t=…`, docs/registry.md): the Worker renders
 * it as plain forms, with or without the page's code. The link alone shows nothing personal: the person first
 * proves it is them with a code sent to the number or address on file.
 */
import type { VolunteerSelfDto } from "./volunteers";

export const REGISTRY_CODE_CHANNELS = ["text", "email"] as const;
export type RegistryCodeChannel = (typeof REGISTRY_CODE_CHANNELS)[number];

/**
 * invalid: the link is cut short or not ours; gone: no one on the list has it (left, erased); ask: choose where
 * the code goes; code: type the code; choices: the person's choices (after the code); left: they just left;
 * busy: the database could not be read.
 */
export type RegistryMeStage = "invalid" | "gone" | "ask" | "code" | "choices" | "left" | "busy";

export type RegistryMeProblem =
  "wrong_code" | "expired_code" | "too_many" | "too_soon" | "no_channel" | "session_over" | "no_channels_chosen";

export type RegistryMeState = {
  stage: RegistryMeStage;
  /** The link's token, posted back with every form (never shown). */
  token: string;
  /** Where a code may go, masked ("(•••) •••-0199"). */
  codeTo: { channel: RegistryCodeChannel; masked: string }[];
  /** Where the last code went (masked), on the "code" stage. */
  sentTo: string | null;
  problem: RegistryMeProblem | null;
  /** The proof of the code (worker/messaging/keys.ts registrySession), posted back with the choices' forms. */
  session: string | null;
  person: VolunteerSelfDto | null;
  done: "save" | "renew" | null;
};
