import { and, eq, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { providerEvents } from "../db/schema";
import { recordAudit } from "../audit/record";
import { encryptLegacySeeds } from "../auth/seedCipher";
import { prescreenAnswerDays, registryRetentionDays, retentionDays } from "../config";
import { purgeExpiredInquiries, purgeNotFitAnswers } from "../inquiries/erase";
import { runRegistryConsentPass } from "../volunteers/consent";
import { purgeImportDetails } from "../volunteers/import/finish";
import { purgeStaleExports } from "../inquiries/export/steps";
import { errorClassOf, log } from "../observability/log";
import { DAY_MS } from "../../contract/clinicTime";

/** How long a delivery status's key is kept (a status applied again changes nothing; inbound texts' keys are kept for good). */
export const WEBHOOK_RECEIPT_DAYS = 30;

/** Its Cron Trigger in wrangler.toml. */
export const RETENTION_CRON = "30 10 * * *";

/** The daily retention purge (docs/security-privacy.md): erase what is past its period, and say so once in the audit log. */
export async function runRetentionPurge(env: Env, now = new Date()): Promise<number> {
  const db = drizzle(env.DB);
  const days = retentionDays(env);
  const erased = await purgeExpiredInquiries(db, days, now);
  const answerDays = prescreenAnswerDays(env);
  const answersErased = await purgeNotFitAnswers(db, answerDays, now);
  // Provider events are applied once (worker/routes/sms): an inbound text's key is kept for good.
  const statusesBefore = new Date(now.getTime() - WEBHOOK_RECEIPT_DAYS * DAY_MS).toISOString();
  await db.delete(providerEvents).where(and(eq(providerEvents.kind, "text_status"), lt(providerEvents.at, statusesBefore)));
  // The registry (docs/registry.md): consents that ended leave every audience; details erased after the period.
  const registry = await runRegistryConsentPass(env, db, now);
  const importsPurged = await purgeImportDetails(env, now);
  const exportsStopped = await purgeStaleExports(env, now);
  await recordAudit(db, {
    action: "retention_purge",
    detail: {
      erased,
      retentionDays: days,
      spamRetentionDays: 30,
      answersErased,
      prescreenAnswerDays: answerDays,
      registryExpired: registry.expired,
      registryErased: registry.erased,
      registryPhotoFailures: registry.photoFailures,
      registryRetentionDays: registryRetentionDays(env),
      importsPurged,
      exportsStopped,
    },
  });
  log.info("retention_purge", { count: erased });
  // Photos R2 would not delete: their people keep their details until it does. The job run says it failed.
  if (registry.photoFailures > 0) throw new Error("some sheet photos could not be deleted; their people wait for the next pass");
  // Second-factor seeds stored before they were encrypted (worker/auth/seedCipher.ts), a few a day.
  await encryptLegacySeeds(env, db).then(
    (count) => count > 0 && log.info("totp_seeds_sealed", { count }),
    (error: unknown) => log.warn("totp_seeds_seal_failed", { errorClass: errorClassOf(error) }),
  );
  return erased;
}
