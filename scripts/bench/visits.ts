/**
 * Screening visits over the inbox's 30,000 inquiries (docs/budgets.md and docs/visits.md): 3,000 visits from 45 days ago to
 * 45 days ahead with their reminders, then the agenda's server time (today, and the week, everyone's)
 * and the reminder job: each minute run's wall time (the scheduled handler answers once its work is
 * done) until no due reminder is left, and whether any reminder was queued twice.
 */
import { nextTextingTime } from "../../contract/quietHours.ts";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchServer } from "./server.ts";
import { median } from "./stats.ts";

export type VisitTiming = {
  visits: number;
  agenda: { range: string; serverMedianMs: number; rows: number; bytes: number }[];
  reminderJob: { dueBefore: number; runs: number; runMedianMs: number; runMaxMs: number; dueAfter: number; duplicates: number };
};

const HOUR = 3_600_000;
const STATES_PAST = ["attended", "attended", "no_show", "booked", "cancelled"];
const STATES_FUTURE = ["booked", "confirmed", "booked", "cancelled"];
const round = (value: number) => Math.round(value * 10) / 10;

/** Writes `count` visits on every tenth inquiry, with their reminders (those of visits to come). */
export function seedVisits(server: BenchServer, count: number): void {
  const folder = mkdtempSync(join(tmpdir(), "bench-visits-"));
  try {
    const now = Date.now();
    const staff = "(SELECT id FROM admins WHERE username = 'bench-admin')";
    const statements: string[] = ["UPDATE inquiries SET consent = 1 WHERE id % 10 = 1;"];
    for (let start = 0; start < count; start += 100) {
      const visits: string[] = [];
      const reminders: string[] = [];
      for (let i = start; i < Math.min(count, start + 100); i++) {
        // From 45 days ago to 45 days ahead, on the half hour.
        const at = new Date(Math.round((now - 45 * 24 * HOUR + (i * 90 * 24 * HOUR) / count) / (30 * 60_000)) * 30 * 60_000);
        const past = at.getTime() < now;
        const state = past ? STATES_PAST[i % STATES_PAST.length]! : STATES_FUTURE[i % STATES_FUTURE.length]!;
        const uid = randomUUID();
        visits.push(
          `(${1 + i * 10}, 'REDEFINE-HF', 'screening_visit', '${at.toISOString()}', 60, 'clinic', ${staff}, '${state}', '${uid}', 0, ${state === "confirmed" ? `'${new Date(now).toISOString()}'` : "NULL"})`,
        );
        if (!past && (state === "booked" || state === "confirmed")) {
          for (const [kind, hours, channels] of [
            ["72h", 72, ["text", "email"]],
            ["24h", 24, ["text", "email"]],
            ["2h", 2, ["text"]],
          ] as const) {
            for (const channel of channels) {
              reminders.push(
                `((SELECT id FROM visits WHERE uid = '${uid}'), '${kind}', '${channel}', '${new Date(at.getTime() - hours * HOUR).toISOString()}', 'pending')`,
              );
            }
          }
        }
      }
      statements.push(
        `INSERT INTO visits (inquiry_id, study_id, type, start_at, duration_minutes, place, staff_id, state, uid, sequence, confirmed_at) VALUES ${visits.join(",\n")};`,
      );
      if (reminders.length)
        statements.push(`INSERT INTO visit_reminders (visit_id, kind, channel, due_at, status) VALUES ${reminders.join(",\n")};`);
    }
    const file = join(folder, "visits.sql");
    writeFileSync(file, statements.join("\n"));
    server.executeFile(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function serverTime(url: string, token: string, runs: number) {
  const times: number[] = [];
  let body = "";
  for (let i = 0; i < runs; i++) {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    body = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const total = /total;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
    if (total) times.push(Number(total[1]));
  }
  return { body, serverMedianMs: round(median(times)) };
}

export async function measureVisits(server: BenchServer, token: string, runs = 10): Promise<VisitTiming> {
  const agenda: VisitTiming["agenda"] = [];
  for (const range of ["today", "week"]) {
    const { body, serverMedianMs } = await serverTime(`${server.origin}/api/visits/agenda?range=${range}`, token, runs);
    agenda.push({ range, serverMedianMs, rows: (JSON.parse(body) as { rows: unknown[] }).rows.length, bytes: Buffer.byteLength(body) });
  }
  // The job's clock: now, or the next 8 a.m. in California when now is in quiet hours, where text
  // reminders rightly wait (a bench at night would otherwise measure the wait, not the job).
  const clock = nextTextingTime(new Date());
  const dueNow = () =>
    server.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM visit_reminders WHERE status = 'pending' AND due_at <= '${clock.toISOString()}'`,
    )[0]!.n;
  const dueBefore = dueNow();
  const times: number[] = [];
  // Each run claims at most a batch; run until nothing due is left (or a run changes nothing).
  for (let run = 0; run < 40; run++) {
    const started = performance.now();
    const res = await fetch(`${server.origin}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${clock.getTime()}`);
    await res.text();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`the scheduled handler answered ${res.status}`);
    if (dueNow() === 0) break;
  }
  const duplicates = server.query<{ n: number }>(
    "SELECT COUNT(*) AS n FROM (SELECT reminder_id FROM messages WHERE reminder_id IS NOT NULL GROUP BY reminder_id HAVING COUNT(*) > 1)",
  )[0]!.n;
  const visits = server.query<{ n: number }>("SELECT COUNT(*) AS n FROM visits")[0]!.n;
  return {
    visits,
    agenda,
    reminderJob: {
      dueBefore,
      runs: times.length,
      runMedianMs: round(median(times)),
      runMaxMs: round(Math.max(...times)),
      dueAfter: dueNow(),
      duplicates,
    },
  };
}
