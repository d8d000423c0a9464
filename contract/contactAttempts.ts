/** How staff tried to reach someone and what came of it: the facts both the timeline and the follow-up cadence read. */
export const CONTACT_CHANNELS = ["phone", "text", "email", "in_person"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
/** "sent": a text or e-mail went out (nobody answered yet); "other" remains for older entries. */
export const CONTACT_OUTCOMES = ["reached", "no_answer", "left_message", "wrong_number", "sent", "other"] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
