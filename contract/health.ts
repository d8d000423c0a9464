/** GET /api/health: the Worker answers (the bench's baseline and uptime checks). No database read. */
export type HealthDto = { status: "ok" };

/** One scheduled job as GET /api/health/ready sees it (worker/jobs/runs.ts, docs/architecture.md "Job runs"). */
export type JobHealthDto = {
  /** The job's name (worker/jobs/schedule.ts), e.g. "message_outbox". */
  job: string;
  /** The longest normal gap between two of its runs; it is late after twice this without a successful run. */
  periodMinutes: number;
  /** When its last finished run (successful or not) finished; null when none is recorded. */
  lastFinishedAt: string | null;
  lastOutcome: "ok" | "failed" | null;
  /** When it last finished successfully; null when no successful run is recorded. */
  lastOkAt: string | null;
  /** Failed runs since its last successful one (0 when its last run succeeded). */
  failuresInARow: number;
  /**
   * No successful run within twice its period. A job with no successful run recorded counts from the oldest
   * run recorded of any job (about when the Worker was first deployed); with no run recorded at all, nothing is late.
   */
  late: boolean;
};

/** What the outbox of texts and e-mails to people holds that may go now (queued, its time come). */
export type OutboxHealthDto = { due: number; oldestDueAt: string | null };

/**
 * GET /api/health/ready: whether the Worker can do its work. 200 when D1 answers and no job is late, else
 * 503. Public: job names, times and counts only, never personal data.
 */
export type ReadinessDto = {
  status: "ready" | "not_ready";
  database: "ok" | "unavailable";
  /** Every job of the schedule (empty when the database could not be read). */
  jobs: JobHealthDto[];
  /** The names of the late jobs, the reason for a 503 when the database answered. */
  lateJobs: string[];
  /** Texts and e-mails to inquirers due and not sent; null when the database could not be read. */
  outbox: OutboxHealthDto | null;
  /** The same for the future-studies list's messages and campaign invitations; absent when the database could not be read. */
  listOutbox?: OutboxHealthDto;
  /**
   * "previous_key_missing": the consent ledger was written under a MESSAGING_KEY the Worker no longer holds, so
   * nothing is sent until it is back in MESSAGING_KEY_PREVIOUS (docs/operations.md section 8). Absent when the
   * database could not be read.
   */
  messagingKeys?: "ok" | "previous_key_missing";
  /** Registry imports whose steps have not moved for ten minutes (a reason for a 503); absent when the database could not be read. */
  stalledImports?: number[];
};
