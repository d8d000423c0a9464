import { isStorageUnavailable } from "../db/unavailable";
import { sendDueMessages } from "../messaging/outbox";
import { errorClassOf, log } from "../observability/log";
import { sendVisitReminders } from "../visits/reminderJob";
import { catchUpNotifications } from "../notify/outbox";
import { runMorningSummary } from "./morningSummary";
import { runRegistryCheck } from "./registryCheck";
import { runRetentionPurge } from "./retention";

/**
 * Which job each Cron Trigger of wrangler.toml runs (UTC). Every job is idempotent and bounded
 * (docs/budgets.md): it may run twice, late, or be cut off, and the next run finishes its work.
 */
export const SCHEDULE: Record<string, { job: string; run: (env: Env, now: Date) => Promise<unknown> }> = {
  // Daily: the retention purge.
  "30 10 * * *": { job: "retention_purge", run: runRetentionPurge },
  // Daily, 10:45 UTC (the small hours in California): every published study's ClinicalTrials.gov record.
  "45 10 * * *": { job: "registry_check", run: runRegistryCheck },
  // Weekdays 15:00 and 16:00 UTC: the morning summary, sent by whichever is 8:00 AM in California.
  "0 15 * * 1-5": { job: "morning_summary", run: runMorningSummary },
  "0 16 * * 1-5": { job: "morning_summary", run: runMorningSummary },
  // Every five minutes: staff e-mails no request got to send.
  "*/5 * * * *": { job: "catch_up", run: catchUpNotifications },
  // Every minute: visit reminders that are due go into the outbox (docs/visits.md), then texts and e-mails to
  // people that are due are sent (quiet hours over, retries), docs/messaging.md. A failing reminder run does not
  // hold up the outbox.
  "* * * * *": {
    job: "message_outbox",
    run: async (env, now) => {
      await sendVisitReminders(env, now).catch((err: unknown) =>
        log.error("visit_reminders_failed", {
          code: isStorageUnavailable(err) ? "storage_unavailable" : "internal_error",
          errorClass: errorClassOf(err),
        }),
      );
      return sendDueMessages(env, now);
    },
  },
};
