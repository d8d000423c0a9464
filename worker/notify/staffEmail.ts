import { siteOrigin, staffRecipients } from "../config";
import { log } from "../observability/log";

let warnedUnconfigured = false;

/**
 * Sends one plain-text e-mail to the staff addresses. Staff e-mail never holds personal or health
 * details (docs/security-privacy.md): callers pass counts, ids, languages and links only. `recipient` (a staff
 * member's own address) replaces the team's list. Without recipients or a
 * sender, nothing is sent, and that is said once per Worker instance.
 */
export async function sendStaffEmail(env: Env, subject: string, text: string, recipient?: string | null): Promise<"sent" | "unconfigured"> {
  const to = recipient ? [recipient] : staffRecipients(env);
  const from = env.STAFF_NOTIFY_FROM?.trim();
  if (to.length === 0 || !from) {
    if (!warnedUnconfigured) {
      warnedUnconfigured = true;
      log.info("staff_email_unconfigured", { code: "no_recipients" });
    }
    return "unconfigured";
  }
  await env.EMAIL.send({ from: { name: "Clinic website", email: from }, to, subject, text });
  return "sent";
}

export function adminLink(env: Env, path: string): string {
  return `${siteOrigin(env)}${path}`;
}
