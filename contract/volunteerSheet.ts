/**
 * A paper sign-up sheet from an event (promotoras, health fairs), or a yes given on the phone, entered by staff
 * (`POST /api/registry/people`, the screen `/admin/registry/new`; docs/registry.md). The sheet's own consent
 * version and the day it was signed are recorded, never today's words. The photo of the signed sheet is sent
 * afterwards (`PUT /api/registry/people/:id/sheet`).
 */
import { submissionIdField } from "./inquiry";
import { localDateSchema } from "./localDate";
import { checkContacts, volunteerPersonFields } from "./volunteerSignUp";
import { REGISTRY_CONSENT_STATEMENTS, REGISTRY_TEXT_STATEMENTS } from "./volunteers";
import { z } from "./zod";

/** How a staff-entered consent was given. */
export const SHEET_SOURCES = ["event_sheet", "phone"] as const;
export type SheetSource = (typeof SHEET_SOURCES)[number];

const statementVersions = Object.keys(REGISTRY_CONSENT_STATEMENTS) as [keyof typeof REGISTRY_CONSENT_STATEMENTS];
const textStatementVersions = Object.keys(REGISTRY_TEXT_STATEMENTS) as [keyof typeof REGISTRY_TEXT_STATEMENTS];

export const volunteerSheetSchema = z
  .strictObject({
    source: z.enum(SHEET_SOURCES, { error: "invalid" }),
    /** Where and how: "Health fair, Calexico library" or "Called the clinic". */
    how: z.string({ error: "required" }).trim().min(3, { error: "required" }).max(200, { error: "too_long" }),
    /** The day the sheet was signed (or the call), in the clinic's calendar; not in the future. */
    signedOn: localDateSchema,
    consentVersion: z.enum(statementVersions, { error: "invalid" }),
    ...volunteerPersonFields,
    /** The sheet's own box for texts was ticked, and which version of those words it printed. */
    textConsentVersion: z.enum(textStatementVersions, { error: "invalid" }).optional(),
    submissionId: submissionIdField,
  })
  .superRefine((value, ctx) => checkContacts(value, value.textConsentVersion !== undefined, "textConsentVersion", ctx));

export type VolunteerSheetInput = z.input<typeof volunteerSheetSchema>;
export type VolunteerSheet = z.output<typeof volunteerSheetSchema>;

/** `201` answer: who was added, and the earlier entry with the same number or address, if any (never merged). */
export type VolunteerEnteredDto = { id: number; reference: string; possibleDuplicateOf: { id: number; reference: string } | null };

/** The photo of a signed sheet: a phone camera's picture or a scan. */
export const SHEET_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type SheetPhotoType = (typeof SHEET_PHOTO_TYPES)[number];
export const SHEET_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
