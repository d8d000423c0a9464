import { z } from "../../../../contract/zod";
import { inquiryInputSchema } from "../../../../contract/inquiry";

/** The server's contract, plus what only the form demands: ticking the consent box. */
export const contactFormSchema = inquiryInputSchema.extend({
  consent: z.literal(true, { error: "consent_required" }),
});
