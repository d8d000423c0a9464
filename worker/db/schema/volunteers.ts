import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../../contract/language";
import { VOLUNTEER_SOURCES } from "../../../contract/volunteers";
import { nowIso } from "./nowIso";

/**
 * People who asked to hear about future studies (contract/volunteers.ts, docs/registry.md). A person is found
 * again by number (phone_digits, as inquiries are) or address, never by name: two people may share a name and
 * a birth year, so such a match is only flagged (`possible_duplicate_of`) for staff.
 */
export const volunteers = sqliteTable(
  "volunteers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What the person is told to quote; never an id that counts people. */
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    /** The name folded for look-ups (lower case, no accents, single spaces). */
    nameKey: text("name_key").notNull(),
    /** E.164, or null when the person gave only an address. */
    phone: text("phone"),
    phoneDigits: text("phone_digits"),
    /** Lower case, or null when the person gave only a number. */
    email: text("email"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    birthYear: integer("birth_year"),
    zip: text("zip"),
    /** JSON array of contract/volunteers.ts VOLUNTEER_TOPICS. */
    topics: text("topics").notNull().default("[]"),
    /** JSON array of VOLUNTEER_CHANNELS: how the person agreed to be reached. */
    channels: text("channels").notNull().default("[]"),
    source: text("source", { enum: VOLUNTEER_SOURCES }).notNull(),
    /** The referral partner whose link the person came by, when they signed up on the website. */
    partnerId: integer("partner_id"),
    /** The registry statement's version, or for an import the basis the admin gave. */
    consentStatement: text("consent_statement").notNull(),
    consentAt: text("consent_at").notNull(),
    consentEndsAt: text("consent_ends_at").notNull(),
    /** When the renewal message went (once per consent period). */
    renewalSentAt: text("renewal_sent_at"),
    withdrawnAt: text("withdrawn_at"),
    possibleDuplicateOf: integer("possible_duplicate_of"),
    importId: integer("import_id"),
    enteredBy: integer("entered_by"),
    /** The sign-up form's idempotency key: the same submission sent again finds this person. */
    submissionKey: text("submission_key"),
    /** The photo of the signed paper sheet in the private SHEETS bucket; deleted when the details are erased. */
    sheetPhotoKey: text("sheet_photo_key"),
    /** The registry's text statement the person agreed to (`registry:<version>`); null without a yes to texts. */
    textStatement: text("text_statement"),
    /**
     * When the person answered YES to the confirmation text (double opt-in, docs/registry.md): until then no text
     * but that confirmation goes to the number from the list, whatever the ledger says.
     */
    textConfirmedAt: text("text_confirmed_at"),
    /**
     * The code sent to the number or address on file so that a link's holder can prove it is the person
     * (worker/volunteers/selfCode.ts): a keyed hash, when it lapses, the wrong tries so far, when it was sent.
     */
    selfCodeHash: text("self_code_hash"),
    selfCodeExpiresAt: text("self_code_expires_at"),
    selfCodeTries: integer("self_code_tries").notNull().default(0),
    selfCodeSentAt: text("self_code_sent_at"),
    /** When a message of ours last went to the person (volunteer_messages sent): the list's "last contacted" filter. */
    lastContactedAt: text("last_contacted_at"),
    erasedAt: text("erased_at"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (t) => [
    index("volunteers_phone_idx").on(t.phoneDigits),
    index("volunteers_email_idx").on(t.email),
    index("volunteers_name_idx").on(t.nameKey, t.birthYear),
    index("volunteers_consent_idx").on(t.consentEndsAt),
    index("volunteers_last_contacted_idx").on(t.lastContactedAt),
    uniqueIndex("volunteers_submission_key_idx")
      .on(t.submissionKey)
      .where(sql`submission_key is not null`),
  ],
);
