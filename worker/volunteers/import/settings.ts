import type { Language } from "../../../contract/language";
import type { ConsentBasis, ImportField } from "../../../contract/volunteerImport";

/** What an import runs with, kept on its row (`settings`) for every step. */
export type ImportSettings = {
  mapping: Partial<Record<ImportField, number>>;
  basis?: ConsentBasis;
  language: Language;
  header: boolean;
  delimiter: "," | ";";
};

/** Bytes a step reads from the file, and rows it decides at most: each step well inside the CPU cap (bench: import). */
export const STEP_BYTES = 256 * 1024;
export const STEP_ROWS = 1_000;
/** An import whose last step moved longer ago than this is stuck (readiness names it). */
export const STALLED_AFTER_MS = 10 * 60_000;
/** Where an import's file waits in the private bucket (SHEETS) while it is read. */
export const importFileKey = (importId: number) => `imports/${importId}.csv`;
