import { z } from "../../../contract/zod";
import { inquiryInputSchema } from "../../../contract/inquiry";

/** The server's contract, plus what only the form demands: ticking the consent box. */
export const contactFormSchema = inquiryInputSchema.extend({
  consent: z.literal(true, { error: "consent_required" }),
});

export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  interest: string;
  consent: boolean;
  website: string;
};

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  interest: "",
  consent: false,
  website: "",
};

export type ContactField = Exclude<keyof ContactFormValues, "website">;
