/**
 * Referral partners (docs/partners.md, issue #41): doctors' offices, promotoras, community organizations and
 * events that send people to the clinic. Each has a short code (./partnerCode.ts), a link and a poster, and a
 * private link to a referral form and to counts of their own referrals, never anything about a person.
 */
import { INTEREST_OPTIONS } from "./inquiryFields";
import { LANGUAGES, type Language } from "./language";
import { PARTNER_CODE_PATTERN, normalizePartnerCode } from "./partnerCode";
import { personNameField, phoneField, honeypotField, submissionIdField } from "./inquiry";
import { studyCodeSchema } from "./studySchemas";
import { identifyingText } from "./textPolicy";
import { z } from "./zod";

export const PARTNER_KINDS = ["physician_office", "promotora", "community_organization", "event"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_LIMITS = { name: 120, contact: 200 } as const;

const partnerFields = {
  name: identifyingText(PARTNER_LIMITS.name),
  kind: z.enum(PARTNER_KINDS, { error: "invalid" }),
  language: z.enum(LANGUAGES, { error: "invalid" }),
  contact: identifyingText(PARTNER_LIMITS.contact, { required: false }),
  studyId: studyCodeSchema("unknown_study").nullable(),
};

/** What an admin types for a partner; `studyId` set makes the partner's link land on that study. */
export const partnerInputSchema = z.strictObject({
  ...partnerFields,
  contact: partnerFields.contact.default(""),
  studyId: partnerFields.studyId.default(null),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

/**
 * An admin's change: any of the same fields, and whether the partner is still active (an inactive code records
 * nothing). Without defaults: a field left out is left as it is.
 */
export const partnerUpdateSchema = z.strictObject({ ...partnerFields, active: z.boolean({ error: "invalid" }) }).partial();

export type PartnerDto = {
  id: number;
  code: string;
  name: string;
  kind: PartnerKind;
  language: Language;
  contact: string;
  studyId: string | null;
  active: boolean;
  /** When the current private link was made; null when there is none (never made, or revoked). */
  linkIssuedAt: string | null;
  createdAt: string;
  /** Inquiries that came through this partner, all time (spam aside). */
  referrals: number;
};

/**
 * A new private link, shown once (only its hash is kept): `/refer/<secret>` is the partner's referral form and
 * `/partners/<secret>` their counts. Making a new one revokes the old.
 */
export type PartnerLinkDto = { secret: string; issuedAt: string };

/** Counts under this are shown as "fewer than 5" on a partner's page, and studies under it are not named. */
export const SMALL_COUNT = 5;
/**
 * A count as a partner may see it (issue #50): "fewer than 5" (0 included: even none is not said), else the band of
 * five it falls in, by its first number (12 → 10, read "10 to 14"). No count is ever exact, so a hidden one cannot be
 * worked out from a total by subtraction, nor by adding one's own referrals and watching a cell cross 5.
 */
export type ShownCount = number | "fewer";
export const shownCount = (count: number): ShownCount => (count < SMALL_COUNT ? "fewer" : Math.floor(count / SMALL_COUNT) * SMALL_COUNT);

export const PARTNER_STEPS = ["sent", "reached", "screeningBooked", "enrolled"] as const;
export type PartnerStep = (typeof PARTNER_STEPS)[number];
export type PartnerCounts = Record<PartnerStep, ShownCount>;

/** What `/partners/<secret>` shows: the partner's name, counts by month (newest first) and in all, and big studies. */
export type PartnerReportDto = {
  partner: { name: string; kind: PartnerKind };
  /** The months from the first referral (at most the last 12), "2026-11", clinic time. */
  months: ({ month: string } & PartnerCounts)[];
  total: PartnerCounts;
  /** Studies with at least SMALL_COUNT referrals, by title in the page's language; the rest are not named. */
  /** `sent` as a band of five, as ShownCount (never "fewer": those studies are not named). */
  studies: { title: string; sent: number }[];
};

/**
 * The referral form's version of what the partner confirms (docs/partners.md, "What a partner must have on file"):
 * "referral-2026-11-28" = this person said yes to a call (name, phone and language only); "-written" = and agreed in
 * writing that the clinic may know what health area or study it is about (for a doctor's office, a signed HIPAA
 * authorization). The first version (2026-11-27) sent a health area on the yes to a call alone.
 */
export const REFERRAL_CONSENT_VERSIONS = ["referral-2026-11-27", "referral-2026-11-28", "referral-2026-11-28-written"] as const;
export const REFERRAL_CALL_ONLY = "referral-2026-11-28";
export const REFERRAL_WITH_HEALTH_AREA = "referral-2026-11-28-written";

/** "study:<code>" or "topic:<area>": what the referred person is interested in. */
export const REFERRAL_INTEREST_PATTERN = new RegExp(`^(study:[A-Z0-9][A-Z0-9-]{1,39}|topic:(${INTEREST_OPTIONS.join("|")}))$`);

/** The partner's code, typed: normalized, then it must look like a code (the server checks it is this partner's). */
export const partnerCodeField = z
  .string({ error: "required" })
  .transform(normalizePartnerCode)
  .pipe(z.string().min(1, { error: "required" }).regex(PARTNER_CODE_PATTERN, { error: "invalid" }));

/** A referral from a partner's form (`/refer/<secret>`); it works without JavaScript. */
export const referralInputSchema = z
  .strictObject({
    code: partnerCodeField,
    name: personNameField,
    phone: phoneField,
    language: z.enum(LANGUAGES, { error: "required" }),
    /** What it is about: only with `sharesHealth`, the partner's word that the person agreed to it in writing. */
    interest: z.string({ error: "invalid" }).regex(REFERRAL_INTEREST_PATTERN, { error: "invalid" }).optional(),
    agreed: z.literal(true, { error: "consent_required" }),
    sharesHealth: z.literal(true, { error: "invalid" }).optional(),
    submissionId: submissionIdField,
    website: honeypotField,
  })
  .refine((referral) => !referral.interest || referral.sharesHealth, { path: ["sharesHealth"], error: "written_ok_required" });
export type ReferralInput = z.output<typeof referralInputSchema>;
export const REFERRAL_FIELDS = ["code", "name", "phone", "language", "agreed", "interest", "sharesHealth"] as const;
export type ReferralField = (typeof REFERRAL_FIELDS)[number];

/** The referral form's fields as the browser posts them (url-encoded; the form works without JavaScript). */
export type ReferFormValues = {
  code: string;
  name: string;
  phone: string;
  language: string;
  interest: string;
  agreed: boolean;
  sharesHealth: boolean;
};
export const emptyReferForm: ReferFormValues = {
  code: "",
  name: "",
  phone: "",
  language: "",
  interest: "",
  agreed: false,
  sharesHealth: false,
};

/**
 * `/refer/<secret>` as the Worker renders it (worker/pages/partnerPages.ts): `partner` null = the link does not
 * work (revoked, replaced, or never ours); `sent` = the last referral was stored (the form is empty again).
 */
export type ReferFormState = {
  partner: { name: string } | null;
  /** The recruiting studies the person may be referred to (their code and title in the page's language). */
  studies: { code: string; title: string }[];
  values: ReferFormValues;
  errors: Partial<Record<ReferralField, string>>;
  problem: "fields" | "rate_limited" | "storage_unavailable" | null;
  sent: boolean;
  /** A fresh idempotency key per rendered form: the same form sent twice files one referral. */
  submissionId: string;
};

/** `/partners/<secret>` as the Worker renders it; `report` null = the link does not work. */
export type PartnerPageState = {
  report: PartnerReportDto | null;
  /** The database could not be read just now: the link may well work, so the page says to try again. */
  busy: boolean;
};
