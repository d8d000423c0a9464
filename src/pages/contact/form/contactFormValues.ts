/** What the contact form holds while the visitor types (no validation library needed). */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  interest: string;
  contactMethod: string;
  contactTime: string;
  heardFrom: string;
  consent: boolean;
  /** "You may text me at this number" (optional). */
  smsConsent: boolean;
  website: string;
};

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  interest: "",
  contactMethod: "",
  contactTime: "",
  heardFrom: "",
  consent: false,
  smsConsent: false,
  website: "",
};

export type ContactField = Exclude<keyof ContactFormValues, "website">;
