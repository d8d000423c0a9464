/**
 * What staff read of the registry (docs/registry.md): a search with filters (a JSON body, since search text
 * never goes into a URL), one person's record, and counts for the reports.
 */
import type { CampaignReply } from "./campaigns";
import { LANGUAGES, type Language } from "./language";
import {
  AGE_BANDS,
  VOLUNTEER_CHANNELS,
  VOLUNTEER_SOURCES,
  VOLUNTEER_TOPICS,
  type VolunteerConsentAction,
  type VolunteerConsentState,
  type VolunteerMessageKind,
  type VolunteerMessageStatus,
  type VolunteerSource,
  type VolunteerTopic,
} from "./volunteers";
import { pageLimitSchema, z } from "./zod";

export const CONSENT_STATES = ["active", "renewal_due", "expired", "withdrawn"] as const satisfies readonly VolunteerConsentState[];
export { AGE_BANDS, AGE_RANGES, type AgeBand } from "./volunteers";

/**
 * When a message of ours last went to the person: never, within the last 30 days, or not within the last 30 or
 * 90 days (which includes never: the people not asked lately).
 */
export const LAST_CONTACTED = ["never", "within_30_days", "not_within_30_days", "not_within_90_days"] as const;
export type LastContacted = (typeof LAST_CONTACTED)[number];

export const volunteerSearchSchema = z.strictObject({
  q: z.string().trim().max(100, { error: "too_long" }).optional(),
  topic: z.enum(VOLUNTEER_TOPICS, { error: "invalid" }).optional(),
  language: z.enum(LANGUAGES, { error: "invalid" }).optional(),
  ageBand: z.enum(AGE_BANDS, { error: "invalid" }).optional(),
  zip: z
    .string()
    .regex(/^\d{3,5}$/, { error: "invalid" })
    .optional(),
  channel: z.enum(VOLUNTEER_CHANNELS, { error: "invalid" }).optional(),
  consent: z.enum(CONSENT_STATES, { error: "invalid" }).optional(),
  source: z.enum(VOLUNTEER_SOURCES, { error: "invalid" }).optional(),
  contacted: z.enum(LAST_CONTACTED, { error: "invalid" }).optional(),
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, { error: "invalid" })
    .optional(),
  limit: pageLimitSchema,
});
export type VolunteerSearch = z.input<typeof volunteerSearchSchema>;

export type VolunteerRowDto = {
  id: number;
  reference: string;
  name: string;
  phone: string | null;
  email: string | null;
  language: Language;
  birthYear: number | null;
  zip: string | null;
  topics: VolunteerTopic[];
  channels: string[];
  source: VolunteerSource;
  consent: VolunteerConsentState;
  consentEndsAt: string;
  possibleDuplicateOf: number | null;
  /** When a message of ours last went to them (null: never). */
  lastContactedAt: string | null;
  /**
   * Their yes to texts from the list (double opt-in, docs/registry.md): `awaiting_yes` until the number answers the
   * confirmation text with YES (no other text of the list goes before), `confirmed` since (`textsConfirmedAt`).
   */
  texts: "confirmed" | "awaiting_yes" | null;
  textsConfirmedAt: string | null;
};

/** The answer to erasing a person from the list: counts only (their entries of the list, and their inquiries). */
export type RegistryErasedDto = { erased: true; already: boolean; registryEntries: number; inquiries: number };

export type VolunteerPageDto = { items: VolunteerRowDto[]; nextCursor: string | null; total: number };

export type VolunteerDetailDto = VolunteerRowDto & {
  consentStatement: string;
  consentAt: string;
  createdAt: string;
  /** A photo of the signed sheet is kept (read it at `/api/registry/people/:id/sheet`). */
  hasSheetPhoto: boolean;
  /** The referral partner whose link they came by when they signed up on the website (docs/partners.md). */
  partner: string | null;
  history: { action: VolunteerConsentAction; at: string; source: VolunteerSource | null; how: string | null; actor: string | null }[];
  /** The list's messages to them, oldest first (the words are never kept: written when each one went). */
  messages: {
    kind: VolunteerMessageKind;
    channel: "text" | "email";
    status: VolunteerMessageStatus;
    at: string;
    failureReason: string | null;
    /** For a campaign's invitation: the campaign, the study it was about, their answer and the inquiry it became. */
    invitation: { campaignId: number; campaign: string; study: string; reply: CampaignReply | null; inquiryId: number | null } | null;
  }[];
  /** Inquiries with the same number or address (the person wrote about a study). */
  inquiries: { id: number; status: string; createdAt: string }[];
};

export type VolunteerReportDto = {
  total: number;
  byConsent: Record<VolunteerConsentState, number>;
  bySource: Partial<Record<VolunteerSource, number>>;
  byLanguage: Partial<Record<Language, number>>;
  byTopic: Partial<Record<VolunteerTopic, number>>;
  /** Per month (YYYY-MM, UTC): people who joined and consents that ended by leaving or lapsing. */
  byMonth: { month: string; joined: number; left: number; expired: number }[];
};
