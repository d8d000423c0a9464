import { drizzle } from "drizzle-orm/d1";
import { isStorageUnavailable } from "../db/unavailable";
import { sendDueMessages } from "../messaging/outbox";
import { errorClassOf, log } from "../observability/log";
import { sendVisitReminders } from "../visits/reminderJob";
import { catchUpNotifications } from "../notify/outbox";
import { queueRenewals } from "../volunteers/messages/queue";
import { sweepCampaigns } from "../campaigns/sweep";
import { sendDueVolunteerMessages } from "../volunteers/messages/send";
import { runMorningSummary } from "./morningSummary";
import { runRegistryCheck } from "./registryCheck";
import { runRetentionPurge } from "./retention";
import { indexEarlierInquiries } from "../record/searchIndex";
import { keepMissingHashes } from "../volunteers/addressHashes";

const HOUR = 60;
const DAY = 24 * HOUR;

export type ScheduledJob = {
  job: string;
  /**
   * The longest normal gap between two of its runs, in minutes: GET /api/health/ready calls the job late
   * when it has not finished successfully within twice this (worker/jobs/runs.ts).
   */
  periodMinutes: number;
  /** For the team's e-mail when it keeps failing: what it does, in a few plain words. */
  about: string;
  /** Returns its counts (an object of numbers or lists, a number, or one word), which job_runs keeps. */
  run: (env: Env, now: Date) => Promise<unknown>;
};

/** The jobs, each once, whatever number of Cron Triggers run it. */
export const JOBS = {
  retention_purge: {
    job: "retention_purge",
    periodMinutes: DAY,
    about: "erases personal data that is past its retention period",
    run: async (env, now) => ({ erased: await runRetentionPurge(env, now) }),
  },
  registry_check: {
    job: "registry_check",
    periodMinutes: DAY,
    about: "reads each published study's ClinicalTrials.gov record",
    run: runRegistryCheck,
  },
  morning_summary: {
    job: "morning_summary",
    // Weekdays only: the longest gap is from Friday 16:00 to Monday 15:00 UTC (71 hours), so 3 days.
    periodMinutes: 3 * DAY,
    about: "sends the team's weekday morning summary",
    run: runMorningSummary,
  },
  catch_up: {
    job: "catch_up",
    periodMinutes: 5,
    about:
      "sends staff e-mails about new inquiries and replies that were not sent at once, indexes earlier inquiries for search, and hashes the list's new numbers",
    // Then two kinds of upkeep, a bounded part a run: the search's index of inquiries stored before it existed
    // (worker/record/searchIndex.ts), and the list's hashes a campaign's count reads (worker/volunteers/addressHashes.ts).
    run: async (env, now) => ({
      ...(await catchUpNotifications(env, now)),
      ...(await indexEarlierInquiries(env)),
      ...(await keepMissingHashes(env)),
    }),
  },
  message_outbox: {
    job: "message_outbox",
    periodMinutes: 1,
    about: "queues visit reminders and registry renewals, sends the texts and e-mails to people that are due, and checks running campaigns",
    // Visit reminders that are due go into the outbox (docs/visits.md), then texts and e-mails to people that
    // are due are sent (quiet hours over, retries), docs/messaging.md. A failing reminder run does not hold up
    // the outbox; it fails the run afterwards, so that it shows (job_runs, the cron history, the health check).
    run: async (env, now) => {
      const reminders = await sendVisitReminders(env, now).then(
        (counts) => ({ ok: true as const, counts }),
        (error: unknown) => {
          log.error("visit_reminders_failed", {
            code: isStorageUnavailable(error) ? "storage_unavailable" : "internal_error",
            errorClass: errorClassOf(error),
          });
          return { ok: false as const, error };
        },
      );
      const sent = await sendDueMessages(env, now);
      // The list for future studies (docs/registry.md, "Messages"): renewals that came due, then its outbox.
      const renewals = await queueRenewals(env, drizzle(env.DB), now);
      const registry = await sendDueVolunteerMessages(env, now);
      // Campaigns send through their queue; this finishes a cut-short start and re-enqueues what was lost.
      const swept = await sweepCampaigns(env, drizzle(env.DB), now);
      if (!reminders.ok) throw reminders.error;
      return {
        ...sent,
        remindersQueued: reminders.counts.queued,
        renewalsQueued: renewals.queued,
        registrySent: registry.sent,
        campaignsRequeued: swept.requeued,
      };
    },
  },
} satisfies Record<string, ScheduledJob>;

/**
 * Which job each Cron Trigger of wrangler.toml runs (UTC). Every job is idempotent and bounded
 * (docs/budgets.md): it may run twice, late, or be cut off, and the next run finishes its work.
 */
export const SCHEDULE: Record<string, ScheduledJob> = {
  // Daily: the retention purge.
  "30 10 * * *": JOBS.retention_purge,
  // Daily, 10:45 UTC (the small hours in California): every published study's ClinicalTrials.gov record.
  "45 10 * * *": JOBS.registry_check,
  // Weekdays 15:00 and 16:00 UTC: the morning summary, sent by whichever is 8:00 AM in California.
  "0 15 * * 1-5": JOBS.morning_summary,
  "0 16 * * 1-5": JOBS.morning_summary,
  // Every five minutes: staff e-mails no request got to send.
  "*/5 * * * *": JOBS.catch_up,
  // Every minute: visit reminders, then the outbox of texts and e-mails to people.
  "* * * * *": JOBS.message_outbox,
};

/** Every job of the schedule, once each, in the schedule's order. */
export const SCHEDULED_JOBS: ScheduledJob[] = [...new Set(Object.values(SCHEDULE))];
