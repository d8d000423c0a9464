/**
 * Importing the clinic's own list into the registry (issue #39, docs/registry.md): the admin maps the file's
 * columns, states the consent basis (for the whole file, or per row from a column), and runs it dry first.
 * Every row is accounted for: created + merged + flagged + refused = rows.
 */
import { LANGUAGES } from "./language";
import { localDateSchema } from "./localDate";
import { z } from "./zod";

/** The fields a column may fill. `name` or `firstName` (+ `lastName`) is needed, and a phone or an e-mail. */
export const IMPORT_FIELDS = [
  "name",
  "firstName",
  "lastName",
  "phone",
  "email",
  "language",
  "birthYear",
  "zip",
  "topics",
  "consentDate",
  "consentHow",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Why a row was not imported. */
export const IMPORT_REFUSALS = [
  "no_name",
  "no_contact",
  "bad_phone",
  "bad_email",
  "bad_birth_year",
  "bad_zip",
  "no_consent_basis",
  "consent_expired",
  "consent_in_future",
  "opted_out",
  "left_registry",
] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

/** What the person agreed to, when and how, for rows whose own columns do not say. */
export const consentBasisSchema = z.strictObject({
  statement: z.string().trim().min(3, { error: "required" }).max(300, { error: "too_long" }),
  agreedOn: localDateSchema,
  how: z.string().trim().min(3, { error: "required" }).max(200, { error: "too_long" }),
});
export type ConsentBasis = z.output<typeof consentBasisSchema>;

/** The options sent beside the file: column numbers (0-based) per field, the basis, the default language. */
export const importOptionsSchema = z.strictObject({
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(199)),
  basis: consentBasisSchema.optional(),
  language: z.enum(LANGUAGES).default("es"),
  /** The file's first line names its columns. */
  header: z.boolean().default(true),
  dryRun: z.boolean().default(true),
});
export type ImportOptions = z.input<typeof importOptionsSchema>;

/** The largest file the import takes (100,000 rows of a typical patient list fit several times over). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** An import runs in steps after the request that starts it; it ends done, or failed (a step failed every retry). */
export const IMPORT_STATUSES = ["running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What became of a row. A flagged row is created too, linked to the person it may be. */
export const IMPORT_OUTCOMES = ["created", "merged", "flagged", "refused"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Refused lines listed per reason in the report (the rest are counted; GET .../lines pages through all). */
export const REFUSED_LINES_SHOWN = 20;

/**
 * A check or an import, as far as it has gone: the counts so far (created + merged + flagged + refused = rows read),
 * how much of the file is read, and once done the first refused lines per reason.
 */
export type ImportReportDto = {
  importId: number;
  dryRun: boolean;
  status: ImportStatus;
  encoding: "utf-8" | "windows-1252";
  /** Bytes of the file read so far, of all of them. */
  progress: { read: number; total: number };
  rows: number;
  created: number;
  merged: number;
  flagged: number;
  refused: number;
  refusals: Partial<Record<ImportRefusal, number>>;
  /** The first refused lines of each reason (REFUSED_LINES_SHOWN), once the run is over. */
  refusedLines: { line: number; reason: ImportRefusal }[];
  /** The first rows as read with the mapping, for the admin's preview (a check only). */
  preview: Record<string, string>[];
};

/** One page of an import's lines of one outcome, in order; `next` continues after the last. */
export type ImportLinesDto = { lines: { line: number; reason: ImportRefusal | null }[]; next: number | null };
export const importLinesQuerySchema = z.strictObject({
  outcome: z.enum(IMPORT_OUTCOMES),
  after: z.coerce.number().int().min(0).default(0),
});
