import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { CLINIC_TIME_ZONE, DAY_MS } from "../../contract/clinicTime";
import type { JobHealthDto, ReadinessDto } from "../../contract/health";
import { jobRuns, messages, volunteerImports, volunteerMessages } from "../db/schema";
import { isStorageUnavailable } from "../db/unavailable";
import { missingLedgerKeys } from "../messaging/keyOrder";
import { adminLink, sendStaffEmail } from "../notify/staffEmail";
import { errorClassOf, log } from "../observability/log";
import type { ScheduledJob } from "./schedule";
import { STALLED_AFTER_MS } from "../volunteers/import/settings";

/**
 * Job runs (docs/architecture.md, "Job runs and readiness"): every scheduled run is a row of `job_runs`,
 * written as 'running' when it starts and finished as 'ok' (with its counts) or 'failed' (with our code and
 * the error's class, never its message). Three statements a run: the start, the finish, and a bounded prune.
 */

/** Days a run is kept. The every-minute outbox writes 1,440 rows a day: about 52,000 rows in all at most. */
export const JOB_RUN_KEEP_DAYS = 30;
/** Runs older than JOB_RUN_KEEP_DAYS that each run deletes of its own job (one is written, so the table shrinks). */
const PRUNE_PER_RUN = 2;
/** The team is e-mailed when a job has failed this many times in a row; not again until it succeeds. */
export const ALERT_AFTER_FAILURES = 2;

const SAFE_KEY = /^[A-Za-z]\w{0,39}$/;

/**
 * What a job returned, as counts: an object's numbers and the lengths of its lists, a number as `count`, one
 * word as `{ word: 1 }`. Zeros are left out (an outbox run with nothing to do is `{}`); anything else is dropped.
 */
export function countsOf(result: unknown): Record<string, number> | null {
  if (typeof result === "number") return Number.isFinite(result) ? (result ? { count: result } : {}) : null;
  if (typeof result === "string") return SAFE_KEY.test(result) ? { [result]: 1 } : null;
  if (!result || typeof result !== "object" || Array.isArray(result)) return null;
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(result)) {
    if (!SAFE_KEY.test(key)) continue;
    const n = Array.isArray(value) ? value.length : typeof value === "number" && Number.isFinite(value) ? value : 0;
    if (n) counts[key] = n;
  }
  return counts;
}

/** Our code for a failure and the error's class ("storage_unavailable:Error/D1Error"): never its message. */
function failureCode(error: unknown): { code: string; errorClass: string } {
  return {
    code: isStorageUnavailable(error) ? "storage_unavailable" : "internal_error",
    errorClass: errorClassOf(error)
      .replace(/[^\w/]/g, "")
      .slice(0, 80),
  };
}

async function startRun(db: DrizzleD1Database, job: string, at: Date): Promise<number> {
  const row = await db.insert(jobRuns).values({ job, startedAt: at.toISOString(), outcome: "running" }).returning({ id: jobRuns.id }).get();
  return row.id;
}

/** Deletes at most PRUNE_PER_RUN of the job's oldest runs, when they are older than JOB_RUN_KEEP_DAYS (an index range). */
async function pruneRuns(db: DrizzleD1Database, job: string, at: Date) {
  const oldest = db.select({ id: jobRuns.id }).from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.id)).limit(PRUNE_PER_RUN);
  const before = new Date(at.getTime() - JOB_RUN_KEEP_DAYS * DAY_MS).toISOString();
  await db.delete(jobRuns).where(and(inArray(jobRuns.id, oldest), lt(jobRuns.startedAt, before)));
}

/**
 * A run still 'running' this long after it started never finished: Cloudflare stopped the invocation (its CPU or
 * wall-clock limit, a deploy) before it could record anything. Longer than any run may last (a Cron Trigger
 * invocation has at most 15 minutes of wall time).
 */
export const ABANDONED_AFTER_MS = 15 * 60_000;

/**
 * Records the job's runs that started long ago and never finished as failed ("never_finished"), each counting in
 * the failures in a row like any failure; returns the streaks reached, so the team hears of a job that keeps being
 * killed as of one that keeps failing. One statement, by the (job, id) index.
 */
async function closeAbandonedRuns(db: DrizzleD1Database, job: string, current: number | null, started: Date): Promise<number[]> {
  const before = new Date(started.getTime() - ABANDONED_AFTER_MS).toISOString();
  const rows = await db.all<{ counts: string }>(sql`update ${jobRuns} set outcome = 'failed', finished_at = ${started.toISOString()},
      error_code = 'never_finished',
      counts = json_object('failuresInARow', 1 + coalesce((select case when p.outcome = 'failed'
        then coalesce(json_extract(p.counts, '$.failuresInARow'), 1) else 0 end from ${jobRuns} p
        where p.job = ${jobRuns}.job and p.outcome <> 'running' and p.id < ${jobRuns}.id order by p.id desc limit 1), 0))
    where job = ${job} and outcome = 'running' and id <> ${current ?? 0} and started_at < ${before}
    returning counts`);
  return rows.map((row) => (JSON.parse(row.counts) as { failuresInARow: number }).failuresInARow);
}

async function finishOk(db: DrizzleD1Database, job: string, id: number | null, started: Date, counts: Record<string, number> | null) {
  const finished = { outcome: "ok" as const, finishedAt: new Date().toISOString(), counts: counts ? JSON.stringify(counts) : null };
  if (id === null) await db.insert(jobRuns).values({ job, startedAt: started.toISOString(), ...finished });
  else await db.update(jobRuns).set(finished).where(eq(jobRuns.id, id));
}

/**
 * Finishes a run as failed and returns how many times in a row the job has now failed. The count is the
 * previous finished run's (0 after a success) plus one, kept in this run's `counts` as `failuresInARow`, and
 * worked out inside the one statement that finishes the run: D1 runs statements one at a time, so of two
 * runs failing at once, one counts the other, and the team's e-mail goes exactly once.
 */
async function finishFailed(db: DrizzleD1Database, job: string, id: number | null, started: Date, errorCode: string): Promise<number> {
  const previous = sql`coalesce((select case when p.outcome = 'failed' then coalesce(json_extract(p.counts, '$.failuresInARow'), 1) else 0 end
    from ${jobRuns} p where p.job = ${job} and p.outcome <> 'running' and p.id <> ${id ?? 0} order by p.id desc limit 1), 0)`;
  const finished = {
    outcome: "failed" as const,
    finishedAt: new Date().toISOString(),
    errorCode,
    counts: sql`json_object('failuresInARow', 1 + ${previous})`,
  };
  const row =
    id === null
      ? await db
          .insert(jobRuns)
          .values({ job, startedAt: started.toISOString(), ...finished })
          .returning({ counts: jobRuns.counts })
          .get()
      : await db.update(jobRuns).set(finished).where(eq(jobRuns.id, id)).returning({ counts: jobRuns.counts }).get();
  const streak = row?.counts ? (JSON.parse(row.counts) as { failuresInARow?: unknown }).failuresInARow : undefined;
  return typeof streak === "number" ? streak : 1;
}

/** The team's one e-mail about a job that keeps failing: its name, when, how often, what to check. No personal data. */
export function jobFailingEmail(env: Env, entry: ScheduledJob, failures: number, at: Date, code: string) {
  const clinicTime = new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(at);
  const text = [
    `The website's scheduled job "${entry.job}" (it ${entry.about}) has failed ${failures} times in a row,`,
    `most recently at ${at.toISOString()} (${clinicTime} clinic time).`,
    "",
    `What failed: ${
      code === "storage_unavailable"
        ? "the database (D1) was busy or could not be reached"
        : code === "never_finished"
          ? "a run never finished: Cloudflare stopped it (its CPU or time limit) before it could record anything"
          : "an error in the job itself"
    }.`,
    "It runs again on its schedule. This e-mail is not repeated until the job has succeeded again.",
    "",
    "What to check:",
    `- ${adminLink(env, "/api/health/ready")}: each job's last run and whether it is late.`,
    `- Cloudflare dashboard, Workers & Pages, this Worker, Logs: the events "${entry.job}_failed" (codes only).`,
    "- The same Worker's cron events (Settings, Trigger Events): the failed runs.",
    '- docs/operations.md, "The scheduled jobs".',
  ].join("\n");
  return { subject: `Website job failing: ${entry.job}`, text };
}

async function tellTeam(env: Env, entry: ScheduledJob, failures: number, at: Date, code: string) {
  try {
    const { subject, text } = jobFailingEmail(env, entry, failures, at, code);
    const result = await sendStaffEmail(env, subject, text);
    log.info("job_failing_email", { code: result, count: failures });
  } catch (error) {
    log.error("job_failing_email_failed", { code: "notification_failed", errorClass: errorClassOf(error) });
  }
}

/**
 * Runs one scheduled job and records it. Recording never stops a job nor fails a successful one (a write
 * that fails is logged); a job that fails is logged as `<job>_failed`, recorded, told to the team on its
 * second failure in a row, and rethrown, so that the invocation fails and the cron history shows it.
 */
export async function runRecorded(env: Env, entry: ScheduledJob, now: Date): Promise<void> {
  const db = drizzle(env.DB);
  const started = new Date();
  const unrecorded = (step: string) => (error: unknown) => {
    log.warn("job_run_unrecorded", { code: `${entry.job}:${step}`, errorClass: errorClassOf(error) });
    return null;
  };
  const id = await startRun(db, entry.job, started).catch(unrecorded("start"));
  await pruneRuns(db, entry.job, started).catch(unrecorded("prune"));
  const abandoned = await closeAbandonedRuns(db, entry.job, id, started).catch(unrecorded("abandoned"));
  if (abandoned?.length) {
    log.error(`${entry.job}_failed`, { code: "never_finished", count: abandoned.length });
    if (abandoned.includes(ALERT_AFTER_FAILURES)) await tellTeam(env, entry, ALERT_AFTER_FAILURES, started, "never_finished");
  }
  let result: unknown;
  try {
    result = await entry.run(env, now);
  } catch (error) {
    const { code, errorClass } = failureCode(error);
    log.error(`${entry.job}_failed`, { code, errorClass });
    const failures = await finishFailed(db, entry.job, id, started, `${code}:${errorClass}`).catch(unrecorded("finish"));
    if (failures === ALERT_AFTER_FAILURES) await tellTeam(env, entry, failures, new Date(), code);
    throw error;
  }
  await finishOk(db, entry.job, id, started, countsOf(result)).catch(unrecorded("finish"));
}

type JobRow = {
  job: string;
  lastFinishedAt: string | null;
  lastOutcome: "ok" | "failed" | null;
  counts: string | null;
  lastOkAt: string | null;
  firstStartedAt: string | null;
};

/**
 * GET /api/health/ready's answer. Two statements: each job's last finished run and last successful one (an
 * index range on (job, id) each, which reads back through a failing streak only), and the outbox's due
 * messages (its partial index). Throws when D1 fails; the route tells a passing outage from a fault.
 */
export async function readiness(env: Env, jobs: ScheduledJob[], now = new Date()): Promise<ReadinessDto> {
  const db = drizzle(env.DB);
  const at = now.toISOString();
  const names = sql.join(
    jobs.map((entry) => sql`(${entry.job})`),
    sql`, `,
  );
  const stalledSince = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  const [rows, outbox, listOutbox, stalled] = await Promise.all([
    db.all<JobRow>(sql`with jobs(job) as (values ${names}),
      last as (select jobs.job, (select r.id from ${jobRuns} r where r.job = jobs.job and r.outcome <> 'running'
        order by r.id desc limit 1) as last_id from jobs)
      select last.job as job, f.finished_at as lastFinishedAt, f.outcome as lastOutcome, f.counts as counts,
        case when f.outcome = 'ok' then f.finished_at else (select o.finished_at from ${jobRuns} o
          where o.job = last.job and o.outcome = 'ok' order by o.id desc limit 1) end as lastOkAt,
        (select s.started_at from ${jobRuns} s order by s.id limit 1) as firstStartedAt
      from last left join ${jobRuns} f on f.id = last.last_id`),
    db
      .select({ due: sql<number>`count(*)`, oldestDueAt: sql<string | null>`min(coalesce(${messages.sendAfter}, ${messages.createdAt}))` })
      .from(messages)
      .where(and(eq(messages.status, "queued"), or(isNull(messages.sendAfter), lte(messages.sendAfter, at))))
      .get(),
    // The list's messages and campaign invitations wait in their own outbox (its partial index, as above).
    db
      .select({
        due: sql<number>`count(*)`,
        oldestDueAt: sql<string | null>`min(coalesce(${volunteerMessages.sendAfter}, ${volunteerMessages.createdAt}))`,
      })
      .from(volunteerMessages)
      .where(and(eq(volunteerMessages.status, "queued"), or(isNull(volunteerMessages.sendAfter), lte(volunteerMessages.sendAfter, at))))
      .get(),
    // Imports whose steps stopped moving (a step's message lost, or failing and retrying): a job never finished.
    db
      .select({ id: volunteerImports.id })
      .from(volunteerImports)
      .where(and(eq(volunteerImports.status, "running"), lt(volunteerImports.updatedAt, stalledSince)))
      .all(),
  ]);
  const byJob = new Map(rows.map((row) => [row.job, row]));
  const health: JobHealthDto[] = jobs.map((entry) => {
    const row = byJob.get(entry.job);
    const failed = row?.lastOutcome === "failed";
    const streak = failed && row.counts ? (JSON.parse(row.counts) as { failuresInARow?: unknown }).failuresInARow : 0;
    // Without a successful run, the clock starts at the oldest run recorded of any job (about the first deploy).
    const since = row?.lastOkAt ?? row?.firstStartedAt ?? null;
    return {
      job: entry.job,
      periodMinutes: entry.periodMinutes,
      lastFinishedAt: row?.lastFinishedAt ?? null,
      lastOutcome: row?.lastOutcome ?? null,
      lastOkAt: row?.lastOkAt ?? null,
      failuresInARow: typeof streak === "number" ? streak : failed ? 1 : 0,
      late: since !== null && now.getTime() - Date.parse(since) > 2 * entry.periodMinutes * 60_000,
    };
  });
  const lateJobs = health.filter((job) => job.late).map((job) => job.job);
  const missingKeys = await missingLedgerKeys(env, db);
  return {
    status: lateJobs.length || missingKeys || stalled.length ? "not_ready" : "ready",
    database: "ok",
    jobs: health,
    lateJobs,
    outbox: { due: outbox?.due ?? 0, oldestDueAt: outbox?.oldestDueAt ?? null },
    listOutbox: { due: listOutbox?.due ?? 0, oldestDueAt: listOutbox?.oldestDueAt ?? null },
    messagingKeys: missingKeys ? "previous_key_missing" : "ok",
    stalledImports: stalled.map((row) => row.id),
  };
}
