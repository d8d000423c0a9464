/**
 * First-touch attribution (the campaign or site that brought a visitor), kept by the browser for the
 * visit and sent with the contact form. Its own module: the browser reads it at start, long before the
 * form's field vocabulary (./inquiryFields.ts) is needed.
 */
export const SOURCE_LIMITS = { utm: 100, referrer: 253 } as const;
