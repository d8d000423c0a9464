/**
 * What the local stand-ins recorded while a test ran (the site is served by `npm run serve`): the texts the
 * Twilio stand-in was asked to send, and the e-mails wrangler's simulated send_email binding wrote.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_SMS_LOG } from "../scripts/sms/local.ts";

/** The words of every text sent to this number (E.164), oldest first. */
export function textsTo(e164: string): string[] {
  if (!existsSync(LOCAL_SMS_LOG)) return [];
  return readFileSync(LOCAL_SMS_LOG, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((text) => text.to === e164)
    .map((text) => text.body);
}

/** What the simulated send_email binding wrote since `since` (ms): the e-mails' texts, or their attachments. */
export function simulatedEmails(since: number, kind: "email-text" | "email-attachment" = "email-text"): string[] {
  const root = ".wrangler/tmp/email";
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((instance) => {
    const folder = join(root, instance, kind);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .map((file) => join(folder, file))
      .filter((path) => statSync(path).mtimeMs >= since - 1000)
      .map((path) => readFileSync(path, "utf8"));
  });
}
