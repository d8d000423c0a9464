/**
 * `npm run sms -- receive --from "+17605550199" "PARAR"`: sends the local site a text as Twilio would,
 * a form-encoded webhook signed with the local auth token over the URL, and prints the answer (TwiML).
 * Options: --to (the clinic's number), --port (the site's, default $PORT or 8787), --media <count>.
 */
import { parseArgs } from "node:util";
import { twilioSignature } from "../../worker/messaging/sms/signature.ts";
import { LOCAL_TWILIO } from "./local.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: "string" }, to: { type: "string" }, port: { type: "string" }, media: { type: "string" } },
});
const [command, ...words] = positionals;
if (command !== "receive" || !values.from || words.length === 0) {
  console.error('Usage: npm run sms -- receive --from "+17605550199" "Your text"');
  process.exit(2);
}
const port = values.port ?? process.env.PORT ?? "8787";
const url = `http://localhost:${port}/api/sms/inbound`;
const sid = `SM${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
const params = new URLSearchParams({
  AccountSid: LOCAL_TWILIO.accountSid,
  MessageSid: sid,
  MessagingServiceSid: LOCAL_TWILIO.messagingServiceSid,
  From: values.from,
  To: values.to ?? LOCAL_TWILIO.clinicNumber,
  Body: words.join(" "),
  NumMedia: values.media ?? "0",
});
const response = await fetch(`http://127.0.0.1:${port}/api/sms/inbound`, {
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    "X-Twilio-Signature": await twilioSignature(LOCAL_TWILIO.authToken, url, params),
  },
  body: params,
});
console.log(`${response.status} ${await response.text()}`);
process.exit(response.ok ? 0 : 1);
