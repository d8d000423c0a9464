import { drizzle } from "drizzle-orm/d1";
import { recordAudit } from "../audit/record";
import { retentionDays } from "../config";
import { purgeExpiredInquiries } from "../inquiries/erase";
import { log } from "../observability/log";

/** Its Cron Trigger in wrangler.toml. */
export const RETENTION_CRON = "30 10 * * *";

/** The daily retention purge (DESIGN §4): erase what is past its period, and say so once in the audit log. */
export async function runRetentionPurge(env: Env, now = new Date()): Promise<number> {
  const db = drizzle(env.DB);
  const days = retentionDays(env);
  const erased = await purgeExpiredInquiries(db, days, now);
  await recordAudit(db, { action: "retention_purge", detail: { erased, retentionDays: days, spamRetentionDays: 30 } });
  log.info("retention_purge", { count: erased });
  return erased;
}
