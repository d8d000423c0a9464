import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReadinessDto } from "../../contract/health";
import worker from "../../worker/index";
import { JOB_RUN_KEEP_DAYS } from "../../worker/jobs/runs";
import { SCHEDULED_JOBS } from "../../worker/jobs/schedule";
import { captureConsole, fetchWithBindings, insertInquiry, lockedDatabase, recordingEmail } from "./helpers";

const MINUTE = 60_000;
const CATCH_UP = "*/5 * * * *";
const OUTBOX = "* * * * *";
const staffAddresses = { STAFF_NOTIFY_TO: "coordinator@clinic.test", STAFF_NOTIFY_FROM: "website@clinic.test" };
/** A D1 failure whose text quotes personal data, as Drizzle's errors quote query parameters. */
const LEAKY_LOCK = "D1_ERROR: database is locked: SQLITE_BUSY (params: maria@example.com, 7605550100)";

/** D1 locked for everything but the job_runs bookkeeping: the job fails, its run is still recorded. */
const lockedForJobs = () => lockedDatabase({ message: LEAKY_LOCK, allow: /job_runs/ });

/** Calls the Worker's scheduled handler as a Cron Trigger would. */
async function runCron(cron: string, bindings: Partial<Env> = {}, at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
}

async function ready(bindings: Partial<Env> = {}) {
  const res = await fetchWithBindings("/api/health/ready", {}, bindings);
  return { res, body: await res.json<ReadinessDto>() };
}

type RunRow = { job: string; outcome: string; counts: string | null; error_code: string | null; finished_at: string | null };
async function runsOf(job: string): Promise<RunRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM job_runs WHERE job = ? ORDER BY id").bind(job).all<RunRow>();
  return results;
}

/** A successful run of `job` that finished at `at` (history from before the test). */
async function pastRun(job: string, at: number) {
  const iso = new Date(at).toISOString();
  await env.DB.prepare("INSERT INTO job_runs (job, started_at, finished_at, outcome, counts) VALUES (?, ?, ?, 'ok', '{}')")
    .bind(job, iso, iso)
    .run();
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM job_runs").run();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/health (cheap)", () => {
  it("answers as before without reading D1, even with the database locked", async () => {
    const res = await fetchWithBindings("/api/health", {}, { DB: lockedDatabase() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/health/ready", () => {
  it("answers 200 with every job of the schedule once runs are recorded, each run kept in job_runs", async () => {
    await runCron(OUTBOX);
    await runCron(CATCH_UP);
    const { res, body } = await ready();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.status).toBe("ready");
    expect(body.database).toBe("ok");
    expect(body.lateJobs).toEqual([]);
    expect(body.jobs.map((job) => job.job).sort()).toEqual(
      ["catch_up", "message_outbox", "morning_summary", "registry_check", "retention_purge"].sort(),
    );
    const byName = Object.fromEntries(body.jobs.map((job) => [job.job, job]));
    expect(byName.message_outbox).toMatchObject({ periodMinutes: 1, lastOutcome: "ok", failuresInARow: 0, late: false });
    expect(byName.catch_up).toMatchObject({ periodMinutes: 5, lastOutcome: "ok", failuresInARow: 0, late: false });
    expect(Date.now() - Date.parse(byName.catch_up!.lastFinishedAt!)).toBeLessThan(MINUTE);
    expect(byName.catch_up!.lastOkAt).toBe(byName.catch_up!.lastFinishedAt);
    // Never run since the first recorded run of any job, which is a moment ago: not late (yet).
    expect(byName.retention_purge).toMatchObject({ periodMinutes: 1440, lastFinishedAt: null, lastOutcome: null, late: false });
    // Weekdays only: a weekend is no gap.
    expect(byName.morning_summary!.periodMinutes).toBe(3 * 1440);

    const [outboxRun] = await runsOf("message_outbox");
    expect(outboxRun).toMatchObject({ outcome: "ok", error_code: null });
    expect(JSON.parse(outboxRun!.counts!)).toEqual({}); // nothing was due: zeros are left out
    expect(JSON.parse((await runsOf("catch_up"))[0]!.counts!)).toEqual({});
  });

  it("answers 503 with database: unavailable when D1 is locked (D1's text or workerd's opaque one)", async () => {
    await runCron(OUTBOX);
    for (const message of [undefined, "internal error; reference = 0123456789abcdef"]) {
      const { res, body } = await ready({ DB: lockedDatabase(message ? { message } : {}) });
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body).toEqual({ status: "not_ready", database: "unavailable", jobs: [], lateJobs: [], outbox: null });
    }
  });

  it("answers 503 naming the job that has not succeeded within twice its period; the failed run fails its invocation", async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    for (const job of ["retention_purge", "registry_check", "morning_summary"]) await pastRun(job, t0);
    await runCron(OUTBOX);
    await runCron(CATCH_UP);
    expect((await ready()).res.status).toBe(200);

    // Six minutes on: catch_up fails. Its last success is within twice its 5 minutes: not late yet.
    vi.setSystemTime(t0 + 6 * MINUTE);
    await runCron(OUTBOX);
    await expect(runCron(CATCH_UP, { DB: lockedForJobs() })).rejects.toThrow(/staff_notifications/);
    let { res, body } = await ready();
    expect(res.status).toBe(200);
    expect(body.jobs.find((job) => job.job === "catch_up")).toMatchObject({ lastOutcome: "failed", failuresInARow: 1, late: false });

    // Eleven minutes on: it fails again. Now it is late, and only it.
    vi.setSystemTime(t0 + 11 * MINUTE);
    await runCron(OUTBOX);
    await expect(runCron(CATCH_UP, { DB: lockedForJobs() })).rejects.toThrow(/staff_notifications/);
    ({ res, body } = await ready());
    expect(res.status).toBe(503);
    expect(body.status).toBe("not_ready");
    expect(body.database).toBe("ok");
    expect(body.lateJobs).toEqual(["catch_up"]);
    const catchUp = body.jobs.find((job) => job.job === "catch_up")!;
    expect(catchUp).toMatchObject({ lastOutcome: "failed", failuresInARow: 2, late: true, lastOkAt: new Date(t0).toISOString() });
    expect(catchUp.lastFinishedAt).toBe(new Date(t0 + 11 * MINUTE).toISOString());

    // The failed runs keep our code and the error's class, never its message.
    const failed = (await runsOf("catch_up")).filter((run) => run.outcome === "failed");
    expect(failed).toHaveLength(2);
    for (const run of failed) {
      expect(run.error_code).toMatch(/^storage_unavailable:\w+/);
      expect(JSON.stringify(run)).not.toMatch(/maria|7605550100|SQLITE_BUSY|locked/);
    }

    // A success clears it.
    await runCron(CATCH_UP);
    ({ res, body } = await ready());
    expect(res.status).toBe(200);
    expect(body.jobs.find((job) => job.job === "catch_up")).toMatchObject({ lastOutcome: "ok", failuresInARow: 0, late: false });
  });

  it("says how many messages to people are due and since when", async () => {
    const inquiryId = await insertInquiry();
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
    const insert = (status: string, sendAfter: string | null, createdAt = ago(1)) =>
      env.DB.prepare(
        "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, send_after, created_at) VALUES (?, 'out', 'text', 'staff', ?, 'x', ?, ?) RETURNING id",
      )
        .bind(inquiryId, status, sendAfter, createdAt)
        .first<{ id: number }>();
    const oldest = ago(30);
    const ids = [
      await insert("queued", oldest), // due for half an hour (texting hours began)
      await insert("queued", ago(2)),
      await insert("queued", null, ago(10)), // due since it was written
      await insert("queued", new Date(Date.now() + 60 * MINUTE).toISOString()), // not yet
      await insert("sent", ago(90)),
    ].map((row) => row!.id);
    try {
      const { res, body } = await ready();
      expect(res.status).toBe(200);
      expect(body.outbox).toEqual({ due: 3, oldestDueAt: oldest });
    } finally {
      await env.DB.prepare(`DELETE FROM messages WHERE id IN (${ids.join(",")})`).run();
    }
    expect((await ready()).body.outbox).toEqual({ due: 0, oldestDueAt: null });
  });

  it("says the same of the future-studies list's outbox (its messages and campaign invitations)", async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
    const person = await env.DB.prepare(
      "INSERT INTO volunteers (reference, name, name_key, language, topics, channels, source, consent_statement, consent_at, consent_ends_at, created_at, updated_at) VALUES ('R-HLTH-0001', 'Persona', 'persona', 'es', '[]', '[\"text\"]', 'web', 'v1', ?, ?, ?, ?) RETURNING id",
    )
      .bind(ago(60), ago(-60 * 24 * 300), ago(60), ago(60))
      .first<{ id: number }>();
    const insert = (status: string, sendAfter: string | null, createdAt: string) =>
      env.DB.prepare(
        "INSERT INTO volunteer_messages (volunteer_id, kind, channel, status, period, created_at, send_after) VALUES (?, 'confirmation', 'text', ?, ?, ?, ?)",
      )
        // One a period (the table keeps one message of a kind per consent period).
        .bind(person!.id, status, createdAt, createdAt, sendAfter)
        .run();
    const oldest = ago(45);
    await insert("queued", null, oldest); // due since it was written
    await insert("queued", ago(5), ago(50)); // waited for texting hours, due for 5 minutes
    await insert("queued", new Date(Date.now() + 60 * MINUTE).toISOString(), ago(1)); // not yet
    await insert("sent", null, ago(90));
    try {
      expect((await ready()).body.listOutbox).toEqual({ due: 2, oldestDueAt: oldest });
    } finally {
      await env.DB.prepare("DELETE FROM volunteer_messages WHERE volunteer_id = ?").bind(person!.id).run();
      await env.DB.prepare("DELETE FROM volunteers WHERE id = ?").bind(person!.id).run();
    }
  });
});

describe("a job that keeps failing", () => {
  it("e-mails the team once after two failures in a row, not on the third, again after a success and two more; no personal data", async () => {
    const personal = { name: "María Fallida", email: "maria.fallida@example.com", phone: "7605550199" };
    const inquiryId = await insertInquiry({ ...personal, created_at: new Date(Date.now() - 10 * MINUTE).toISOString() });
    await env.DB.prepare("INSERT INTO staff_notifications (kind, inquiry_id, created_at) VALUES ('new_inquiry', ?, ?)")
      .bind(inquiryId, new Date(Date.now() - 10 * MINUTE).toISOString())
      .run();
    const email = recordingEmail();
    const failing = { ...staffAddresses, EMAIL: email.binding, DB: lockedForJobs() };
    const alerts = () => email.sent.filter((message) => message.subject.startsWith("Website job failing"));

    const logs = await captureConsole(async () => {
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow();
      expect(alerts()).toHaveLength(0);
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow();
      expect(alerts()).toHaveLength(1);
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow();
      expect(alerts()).toHaveLength(1);
      await runCron(CATCH_UP, { ...staffAddresses, EMAIL: email.binding }); // a success (it sends the queued e-mail)
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow();
      expect(alerts()).toHaveLength(1);
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow();
      expect(alerts()).toHaveLength(2);
    });

    const [alert] = alerts();
    expect(alert!.subject).toBe("Website job failing: catch_up");
    expect(alert!.to).toEqual(["coordinator@clinic.test"]);
    expect(alert!.text).toContain('"catch_up"');
    expect(alert!.text).toContain("failed 2 times in a row");
    expect(alert!.text).toContain("https://research.example.com/api/health/ready");
    expect(alert!.text).toContain("catch_up_failed");
    for (const message of alerts()) {
      for (const value of [...Object.values(personal), "maria@example.com", "7605550100", "SQLITE_BUSY"])
        expect(`${message.subject}\n${message.text}`).not.toContain(value);
    }
    expect(logs).toContain('"event":"catch_up_failed"');
    expect(logs).toContain('"event":"job_failing_email"');
    expect(logs).not.toMatch(/maria|Fallida|760555|SQLITE_BUSY/i);
    expect((await runsOf("catch_up")).map((run) => run.outcome)).toEqual(["failed", "failed", "failed", "ok", "failed", "failed"]);
  });

  it("counts a run that never finished (stopped at a CPU or time limit) as a failure: named, in the streak, e-mailed", async () => {
    const email = recordingEmail();
    const bindings = { ...staffAddresses, EMAIL: email.binding };
    const started = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    // Two runs that started and were never heard of again; a third still within its time is left alone.
    for (const minutesAgo of [40, 25, 5])
      await env.DB.prepare("INSERT INTO job_runs (job, started_at, outcome) VALUES ('catch_up', ?, 'running')")
        .bind(started(minutesAgo))
        .run();
    const logs = await captureConsole(() => runCron(CATCH_UP, bindings));
    const runs = await runsOf("catch_up");
    expect(runs.map((run) => [run.outcome, run.error_code])).toEqual([
      ["failed", "never_finished"],
      ["failed", "never_finished"],
      ["running", null],
      ["ok", null],
    ]);
    expect(runs.slice(0, 2).map((run) => JSON.parse(run.counts!).failuresInARow)).toEqual([1, 2]);
    const alerts = email.sent.filter((message) => message.subject === "Website job failing: catch_up");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain("never finished");
    expect(logs).toContain('"code":"never_finished"');
  });

  it("two runs failing at the same time count each other: one e-mail", async () => {
    const email = recordingEmail();
    const failing = { ...staffAddresses, EMAIL: email.binding, DB: lockedForJobs() };
    await captureConsole(async () => {
      const results = await Promise.allSettled([runCron(CATCH_UP, failing), runCron(CATCH_UP, failing)]);
      expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    });
    expect(email.sent.filter((message) => message.subject === "Website job failing: catch_up")).toHaveLength(1);
    const counts = (await runsOf("catch_up")).map((run) => JSON.parse(run.counts!).failuresInARow);
    expect(counts.sort()).toEqual([1, 2]);
  });

  it("logs, never throws, an e-mail that cannot be sent: the invocation fails with the job's own error", async () => {
    const broken = recordingEmail(true);
    const failing = { ...staffAddresses, EMAIL: broken.binding, DB: lockedForJobs() };
    const logs = await captureConsole(async () => {
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow(/staff_notifications/);
      await expect(runCron(CATCH_UP, failing)).rejects.toThrow(/staff_notifications/);
    });
    expect(logs).toContain('"event":"job_failing_email_failed"');
    expect(logs).not.toMatch(/maria|E_SENDER/i);
    expect((await runsOf("catch_up")).map((run) => run.outcome)).toEqual(["failed", "failed"]);
  });
});

describe("job_runs stays small", () => {
  it(`each run deletes its own job's runs older than ${JOB_RUN_KEEP_DAYS} days, a few at a time`, async () => {
    const day = 24 * 60 * MINUTE;
    for (const age of [40, 35, 31]) await pastRun("message_outbox", Date.now() - age * day);
    await pastRun("message_outbox", Date.now() - 29 * day);
    await pastRun("catch_up", Date.now() - 40 * day); // another job's: left to that job's own runs
    await runCron(OUTBOX);
    expect(await runsOf("message_outbox")).toHaveLength(3); // 2 old ones gone, this run added
    await runCron(OUTBOX);
    const left = await runsOf("message_outbox");
    expect(left).toHaveLength(3); // the last old one gone: the 29-day-old run and the two new ones
    expect(left.every((run) => Date.now() - Date.parse(run.finished_at!) < JOB_RUN_KEEP_DAYS * day)).toBe(true);
    expect(await runsOf("catch_up")).toHaveLength(1);
  });

  it("every job of the schedule has a period", () => {
    for (const job of SCHEDULED_JOBS) expect(job.periodMinutes).toBeGreaterThan(0);
  });
});
