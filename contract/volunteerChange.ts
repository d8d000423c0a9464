/** A change the person makes on their own page (`POST /api/registry/me`): nothing changes until they press it. */
import { LANGUAGES } from "./language";
import { VOLUNTEER_CHANNELS, VOLUNTEER_TOPICS } from "./volunteers";
import { z } from "./zod";

export const volunteerChangeSchema = z.strictObject({
  topics: z
    .array(z.enum(VOLUNTEER_TOPICS, { error: "invalid" }))
    .max(VOLUNTEER_TOPICS.length, { error: "invalid" })
    .optional(),
  channels: z
    .array(z.enum(VOLUNTEER_CHANNELS, { error: "invalid" }))
    .min(1, { error: "required" })
    .max(VOLUNTEER_CHANNELS.length, { error: "invalid" })
    .optional(),
  language: z.enum(LANGUAGES, { error: "invalid" }).optional(),
});
export type VolunteerChange = z.output<typeof volunteerChangeSchema>;
