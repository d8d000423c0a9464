import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Each run of a scheduled job (worker/jobs/schedule.ts): when it started and finished, how it ended and what
 * it counted (no personal data). /api/health/ready reads the latest per job; a daily job keeps a few months.
 */
export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    job: text("job").notNull(),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    /** running → ok | failed. */
    outcome: text("outcome", { enum: ["running", "ok", "failed"] }).notNull(),
    /** JSON: the job's own counts ({ "sent": 3 }). */
    counts: text("counts"),
    /** The error's class and our code for it (never its message, which may quote data). */
    errorCode: text("error_code"),
  },
  (t) => [index("job_runs_job_idx").on(t.job, t.id)],
);
