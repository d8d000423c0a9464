/**
 * Campaigns at their promised size (issue #40, docs/campaigns.md), on the production build in `wrangler dev` with
 * the local Queues simulation and the Twilio stand-in: a start of 20,000 recipients (people imported as the clinic
 * imports its list, invited by e-mail) timed and checked against Queues' and D1's limits, then cancelled; and a text
 * campaign drained by the Worker's own queue consumer at a set pace, with people texting STOP while it sends. Outside
 * texting hours in California the drain cannot send, and says so.
 */
import type { Server } from "node:http";
import { twilioSignature } from "../../worker/messaging/sms/signature.ts";
import { clinicToday } from "../../contract/clinicTime.ts";
import { isTextingTime } from "../../contract/quietHours.ts";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../../contract/volunteers.ts";
import { LOCAL_MESSAGES_FROM, LOCAL_MESSAGING_KEY, LOCAL_REPLY_DOMAIN, LOCAL_TWILIO } from "../sms/local.ts";
import { serveFetch } from "../sms/nodeServer.ts";
import { twilioStandIn } from "../sms/twilioStandIn.ts";
import { createBenchSession } from "./inbox.ts";
import { RECIPIENTS_PER_MESSAGE } from "../../contract/campaignQueue.ts";
import { cpuMs, workerdPids } from "./processCpu.ts";
import { sendToBench } from "./sendOnce.ts";
import { startBenchServer } from "./server.ts";
import { approvedInvitation, benchApi, measureCampaignStart } from "./campaignStart.ts";

export type CampaignBench = {
  /** When this stage ran (`npm run bench -- --campaigns` runs it alone, after the rest of the figures). */
  date: string;
  plan: { recipients: number; startMs: number; rowsWritten: number; queueMessages: number; startCpuMs?: number };
  drain:
    | {
        configuredPerSecond: number;
        texts: number;
        seconds: number;
        observedPerSecond: number;
        duplicates: number;
        outsideTextingHours: number;
        afterStop: number;
        stopped: number;
        /** workerd's CPU while the drain ran, per queue message (its sends, the STOPs and the bench's reads counted in). */
        cpuPerMessageMs?: number;
        queueMessages?: number;
      }
    | { skipped: string };
};

const PLANNED = 20_000;
const DRAINED = 40;
const PER_SECOND = 2;

/** Waits (at most a minute) until workerd uses under 10 ms of CPU in half a second. */
async function quiet(pids: number[]): Promise<void> {
  const until = Date.now() + 60_000;
  let last = cpuMs(pids);
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs(pids);
    if (now - last < 10) return;
    last = now;
  }
}

async function inbound(origin: string, from: string, body: string) {
  const url = `${origin.replace("127.0.0.1", "localhost")}/api/sms/inbound`;
  const sid = `SM${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  const params = new URLSearchParams({
    AccountSid: LOCAL_TWILIO.accountSid,
    MessageSid: sid,
    From: from,
    To: LOCAL_TWILIO.clinicNumber,
    Body: body,
  });
  await sendToBench(`${origin}/api/sms/inbound`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": await twilioSignature(LOCAL_TWILIO.authToken, url, params),
    },
    body: params,
  });
}

export async function measureCampaigns(port: number): Promise<CampaignBench> {
  const texts: { to: string; at: number; body: string }[] = [];
  const standIn = twilioStandIn({
    accountSid: LOCAL_TWILIO.accountSid,
    authToken: LOCAL_TWILIO.authToken,
    onText: (text) => texts.push({ to: text.to, at: Date.now(), body: text.body }),
  });
  const sms: Server = await serveFetch(standIn.app.fetch, port + 1);
  const server = await startBenchServer(port, {
    SITE_ORIGIN: `http://localhost:${port}`,
    MESSAGING_KEY: LOCAL_MESSAGING_KEY,
    MESSAGES_FROM: LOCAL_MESSAGES_FROM,
    MESSAGES_REPLY_DOMAIN: LOCAL_REPLY_DOMAIN,
    TWILIO_ACCOUNT_SID: LOCAL_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: LOCAL_TWILIO.authToken,
    TWILIO_MESSAGING_SERVICE_SID: LOCAL_TWILIO.messagingServiceSid,
    TWILIO_API_BASE: `http://127.0.0.1:${port + 1}`,
    CAMPAIGN_SENDS_PER_SECOND: String(PER_SECOND),
  });
  try {
    const token = createBenchSession(server);
    const call = benchApi(server, token);
    const template = await approvedInvitation(call, "Bench invitation", "BENCH-1");

    // 1. Planning 20,000: the list imported, an e-mail campaign started, its steps run, then cancelled.
    const start = await measureCampaignStart(server, token, PLANNED);
    const plan = {
      recipients: PLANNED,
      startMs: start.ms,
      startCpuMs: Math.round(start.cpu.requestMs + start.cpu.stepMedianMs * start.cpu.steps),
      rowsWritten: start.recipients,
      queueMessages: Math.ceil(start.recipients / RECIPIENTS_PER_MESSAGE),
    };

    // 2. The drain: 40 people with a yes to texts, a text campaign, five STOPs while it sends.
    const date = new Date().toISOString();
    if (!isTextingTime(new Date())) return { date, plan, drain: { skipped: "outside texting hours in California (8 a.m.–9 p.m.)" } };
    const phones = Array.from({ length: DRAINED }, (_, i) => `+1760555${String(7000 + i)}`);
    for (const phone of phones)
      await call("POST", "/api/registry/people", {
        source: "event_sheet",
        how: "Bench health fair",
        signedOn: clinicToday(),
        consentVersion: CURRENT_REGISTRY_STATEMENT,
        name: `Bench ${phone.slice(-4)}`,
        phone,
        language: "es",
        zip: "92233",
        topics: ["heart"],
        channels: ["text"],
        textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
      });
    // Double opt-in (docs/registry.md): each number answers the confirmation text with YES before any invitation.
    for (const phone of phones) await inbound(server.origin, phone, "YES");
    const small = await call("POST", "/api/campaigns", {
      name: "Bench drain",
      study: "FINALITY-HF",
      templateId: template.id,
      channel: "text",
      audience: { zips: ["92233"] },
    });
    const invitations = () => texts.filter((text) => text.body.includes("nuevo estudio"));
    // The cancelled campaign's queue messages are still being delivered (each a no-op): wait for workerd to go quiet,
    // so the drain's CPU is the drain's.
    const pids = workerdPids(server.pid);
    await quiet(pids);
    const drainCpuBefore = cpuMs(pids);
    await call("POST", `/api/campaigns/${small.id}/start`);
    let audience = 0;
    const stops = phones.slice(30, 35);
    const stoppedAt = new Map<string, number>();
    const deadline = Date.now() + 60_000 + (DRAINED / PER_SECOND) * 1000;
    while (Date.now() < deadline) {
      if (stoppedAt.size === 0 && invitations().length >= 10)
        for (const phone of stops) {
          await inbound(server.origin, phone, "STOP");
          stoppedAt.set(phone, Date.now());
        }
      // Through the API, not the CLI: a CLI call blocks this process, and with it the stand-in the Worker texts.
      const { funnel, preparing } = (await call("GET", `/api/campaigns/${small.id}`)) as {
        funnel: { pending: number; total: { audience: number } };
        preparing: unknown;
      };
      audience = funnel.total.audience;
      if (funnel.pending === 0 && !preparing) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const drainMessages = Math.ceil(audience / RECIPIENTS_PER_MESSAGE);
    const cpuPerMessageMs = Math.round((cpuMs(pids) - drainCpuBefore) / Math.max(1, drainMessages));
    const sent = invitations();
    const times = sent.map((text) => text.at);
    const seconds = (Math.max(...times) - Math.min(...times)) / 1000;
    return {
      date,
      plan,
      drain: {
        configuredPerSecond: PER_SECOND,
        texts: sent.length,
        seconds: Math.round(seconds * 100) / 100,
        observedPerSecond: Math.round(((sent.length - 1) / seconds) * 100) / 100,
        duplicates: sent.length - new Set(sent.map((text) => text.to)).size,
        outsideTextingHours: sent.filter((text) => !isTextingTime(new Date(text.at), text.to)).length,
        afterStop: sent.filter((text) => stoppedAt.has(text.to) && text.at > stoppedAt.get(text.to)!).length,
        stopped: stops.length,
        cpuPerMessageMs,
        queueMessages: drainMessages,
      },
    };
  } finally {
    await server.stop();
    sms.close();
  }
}
