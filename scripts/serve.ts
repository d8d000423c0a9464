/**
 * `npm run serve`: the built site on wrangler's local Worker, offline, with messaging switched on against
 * local stand-ins (docs/messaging.md): e-mails to people are simulated by wrangler (files under
 * .wrangler/tmp/), texts go to a fake of Twilio's API on the next port, which prints each one and appends
 * it to .wrangler/tmp/sms/sent.jsonl, and sends the Worker signed status callbacks; ClinicalTrials.gov is a
 * stand-in serving the seeded studies' records on the port after it.
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { LOCAL_MESSAGES_FROM, LOCAL_MESSAGING_KEY, LOCAL_REPLY_DOMAIN, LOCAL_SMS_LOG, LOCAL_TWILIO, standInPort } from "./sms/local.ts";
import { serveFetch } from "./sms/nodeServer.ts";
import { twilioStandIn } from "./sms/twilioStandIn.ts";
import { clinicalTrialsStandIn } from "./clinicalTrials/clinicalTrialsStandIn.ts";

const port = Number(process.env.PORT ?? 8787);
const origin = `http://localhost:${port}`;
const smsPort = standInPort(port);

mkdirSync(dirname(LOCAL_SMS_LOG), { recursive: true });
const { app } = twilioStandIn({
  accountSid: LOCAL_TWILIO.accountSid,
  authToken: LOCAL_TWILIO.authToken,
  onText(text) {
    console.log(`[local SMS] to ${text.to} (${text.sid}):\n${text.body}\n`);
    appendFileSync(LOCAL_SMS_LOG, `${JSON.stringify(text)}\n`);
  },
  // The Worker signs callbacks against SITE_ORIGIN (localhost); the request itself goes to 127.0.0.1.
  deliver: (url, init) => fetch(url.replace(origin, `http://127.0.0.1:${port}`), init),
});
await serveFetch(app.fetch, smsPort);
console.log(`Local text-message provider (a stand-in for Twilio) on http://127.0.0.1:${smsPort}; texts are written to ${LOCAL_SMS_LOG}`);
// ClinicalTrials.gov's study records, from scripts/clinicalTrials/records (hand-written in the API's shape).
const registryPort = smsPort + 1;
await serveFetch(clinicalTrialsStandIn().app.fetch, registryPort);
console.log(`Local ClinicalTrials.gov (a stand-in for API v2) on http://127.0.0.1:${registryPort}/api/v2`);

const vars: Record<string, string> = {
  SITE_ORIGIN: origin,
  REQUIRE_TOTP: "false",
  AUDIT_HMAC_KEY: "local-only-audit-key",
  SECOND_FACTOR_KEY: "local-only-second-factor-key",
  STAFF_NOTIFY_TO: "research-team@example.com",
  STAFF_NOTIFY_FROM: "website@example.com",
  MESSAGING_KEY: LOCAL_MESSAGING_KEY,
  MESSAGES_FROM: LOCAL_MESSAGES_FROM,
  MESSAGES_REPLY_DOMAIN: LOCAL_REPLY_DOMAIN,
  TWILIO_ACCOUNT_SID: LOCAL_TWILIO.accountSid,
  TWILIO_AUTH_TOKEN: LOCAL_TWILIO.authToken,
  TWILIO_MESSAGING_SERVICE_SID: LOCAL_TWILIO.messagingServiceSid,
  TWILIO_API_BASE: `http://127.0.0.1:${smsPort}`,
  REGISTRY_API_BASE: `http://127.0.0.1:${registryPort}/api/v2`,
};
const args = [
  "dev",
  "--port",
  String(port),
  "--ip",
  "127.0.0.1",
  "--test-scheduled",
  ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
];
const wrangler = spawn("wrangler", args, { stdio: "inherit", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code) => process.exit(code ?? 0));
