/**
 * The campaigns' dead-letter queue (worker/campaigns/deadLetters.ts): a queue message that failed every retry is
 * consumed by this Worker, which tells the team (numbers only) and leaves the invitations queued for the minute's
 * job, instead of dropping them unseen.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CampaignQueueMessage } from "../../worker/campaigns/enqueue";
import worker from "../../worker/index";
import { captureConsole, recordingEmail } from "./helpers";

function deadBatch(bodies: CampaignQueueMessage[]) {
  let acked = 0;
  const batch = {
    queue: "clinic-site-campaigns-dlq",
    messages: bodies.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 11, body, ack() {}, retry() {} })),
    ackAll() {
      acked += bodies.length;
    },
    retryAll() {},
  } as unknown as MessageBatch<CampaignQueueMessage>;
  return { batch, acked: () => acked };
}

describe("the campaigns' dead-letter queue", () => {
  it("tells the team once per campaign, with counts and a link only, logs it as an error, and acknowledges", async () => {
    const email = recordingEmail();
    const { batch, acked } = deadBatch([
      { campaign: 7, ids: [1, 2, 3] },
      { campaign: 7, ids: [4] },
      { campaign: 9, ids: [5, 6] },
    ]);
    const bindings = { ...env, EMAIL: email.binding, STAFF_NOTIFY_TO: "equipo@clinic.test", STAFF_NOTIFY_FROM: "sitio@clinic.test" };
    const printed = await captureConsole(() => worker.queue(batch, bindings));
    expect(email.sent.map((message) => message.subject)).toEqual([
      "Campaign #7: sending keeps failing",
      "Campaign #9: sending keeps failing",
    ]);
    expect(email.sent[0]!.text).toContain("gave up on 4 invitations of campaign #7");
    expect(email.sent[0]!.text).toContain("/admin/campaigns/7");
    expect(printed.split("\n").filter((line) => line.includes('"event":"campaign_dead_letter"'))).toHaveLength(2);
    expect(acked()).toBe(3);
  });
});
