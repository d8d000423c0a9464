/** What the contact form holds while the visitor types (no validation library needed). */
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
