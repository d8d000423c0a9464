import type { DrizzleD1Database } from "drizzle-orm/d1";
import { keywordOf, type SmsKeyword } from "../../contract/smsKeywords";
import { appendEvent, appendMessage, commit } from "../record/timeline";
import { recordConsent } from "../messaging/consent";
import { consentOf, textsPerMonthAgreed } from "../messaging/consent";
import { inquiryFromText, inquiryOfNumber, lastTextedAt, recordReply, recordUnclearReply, replyOwners } from "../messaging/inbound";
import { addressHash, addressHashes } from "../messaging/keys";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms } from "../texts/translate";
import { flagPossibleOptOut, pauseTexts } from "../messaging/sms/possibleOptOut";
import { renewByText } from "../volunteers/messages/renewByText";
import { confirmTextsByReply } from "../volunteers/messages/confirmByText";
import { campaignReply, recordCampaignStop } from "../campaigns/reply";
import { visitReply } from "./visitReply";

export type InboundText = { from: string; body: string; providerId: string; media: number };
/** What the webhook answers Twilio with (a text back, or nothing) and the staff e-mails it owes. */
export type InboundResult = {
  answer: string | null;
  notificationIds: number[];
  kind:
    | SmsKeyword["kind"]
    | "reply"
    | "new_inquiry"
    | "visit_reply"
    | "owner_unclear"
    | "registry_confirmation"
    | "registry_renewal"
    | "campaign_reply";
};

const ANSWERS = { opt_out: outboundTexts.optOutReply, help: outboundTexts.helpReply, opt_in: outboundTexts.optInReply } as const;

/**
 * A text someone sent the clinic's number (docs/messaging.md). A keyword changes the ledger for that number at
 * once and is answered in the keyword's language (PARAR in Spanish, STOP in English); it is kept on the
 * inquiry's timeline but marks nothing unread. Any other text is a reply on the open inquiry that owns it
 * (replyOwners), flagged on each candidate when several could, or a new inquiry when there is none.
 */
export async function receiveText(
  env: Env,
  db: DrizzleD1Database,
  text: InboundText,
  now = new Date(),
  asReply = false,
): Promise<InboundResult> {
  const at = now.toISOString();
  const hash = await addressHash(env, "text", text.from);
  const keyword = asReply ? null : keywordOf(text.body);
  const { open, any, openOnes } = await inquiryOfNumber(db, text.from);

  if (keyword?.kind === "possible_opt_out") {
    // Never an opt-out on a guess: the text goes where any reply goes, and staff see it flagged there.
    const result = await receiveText(env, db, text, now, true);
    const landed = (await inquiryOfNumber(db, text.from)).openOnes;
    await flagPossibleOptOut(db, landed, at);
    // ...but every text to the number waits until staff decide (the FCC's 2025 rule: a revocation in any words counts).
    await pauseTexts(env, db, text.from, landed[0]?.id ?? null, at);
    return result;
  }
  if (keyword) {
    const inquiry = open ?? any;
    // Answered in the keyword's language: PARAR in Spanish, STOP in English.
    // HELP and START say the frequency this number agreed to (the list's 4, or an inquiry's 10).
    const values: Record<string, number> =
      keyword.kind === "opt_out" ? {} : { max: await textsPerMonthAgreed(db, await addressHashes(env, "text", text.from)) };
    const answer = outboundSms(keyword.language, ANSWERS[keyword.kind], values);
    const consentChange = keyword.kind === "opt_out" ? "revoked" : keyword.kind === "opt_in" ? "granted" : null;
    const statements = [];
    if (consentChange) {
      statements.push(
        recordConsent(db, {
          channel: "text",
          addressHash: hash,
          action: consentChange,
          source: "keyword",
          statement: keyword.word,
          language: keyword.language,
          inquiryId: inquiry?.id ?? null,
          at,
        }),
      );
    }
    if (inquiry) {
      statements.push(
        ...appendMessage(
          db,
          inquiry.id,
          at,
          {
            direction: "in",
            channel: "text",
            origin: "person",
            status: "received",
            body: text.body,
            providerId: text.providerId,
            statusAt: at,
            attachmentsDropped: text.media,
          },
          null,
        ),
        ...appendMessage(
          db,
          inquiry.id,
          at,
          { direction: "out", channel: "text", origin: "keyword_reply", status: "sent", body: answer, sentAt: at, statusAt: at },
          null,
        ),
      );
      if (consentChange)
        statements.push(appendEvent(db, inquiry.id, at, { type: "consent", actorId: null, channel: "text", consentAction: consentChange }));
    }
    if (statements.length > 0) await commit(db, statements);
    // A STOP is also the answer to a campaign's invitation, for its funnel (docs/campaigns.md).
    if (keyword.kind === "opt_out") await recordCampaignStop(env, db, text.from, now);
    return { answer, notificationIds: [], kind: keyword.kind };
  }

  const owners = await replyOwners(db, openOnes, now);
  const reply = { channel: "text" as const, body: text.body, providerId: text.providerId, attachmentsDropped: text.media };
  // An answer to the list's own texts (a campaign's invitation, the confirmation that asks for YES) belongs to the
  // person invited, unless an open inquiry's team texted the number after it: an inquiry that never texted the
  // number (anyone can file the form with it) never captures such a reply (docs/messaging.md "Who owns a reply").
  const textedAt = (await Promise.all(owners.map((inquiry) => lastTextedAt(db, inquiry.id)))).reduce<string | null>(
    (latest, at) => (at && (!latest || at > latest) ? at : latest),
    null,
  );
  const [owner] = owners.length === 1 ? owners : [];
  // "1"/"SÍ" or "2"/"CAMBIAR" to a visit's invitation or reminder (docs/visits.md) first: a visit is days away.
  const visit = owner ? await visitReply(env, db, owner, reply, now) : null;
  if (visit) return { answer: visit.answer, notificationIds: visit.notificationIds, kind: "visit_reply" };
  const listReply = await answerToTheList(env, db, text, now, textedAt);
  if (listReply) return listReply;
  if (owners.length > 1) {
    // Never the newest by default: no visit confirmed, no answer, no free text opened until staff choose.
    return { answer: null, notificationIds: await recordUnclearReply(db, owners, reply, now), kind: "owner_unclear" };
  }
  // "YES"/"SÍ" to the renewal text of the list for future studies (docs/registry.md), when no open inquiry
  // owns the reply: a "Sí" to a coordinator's question must reach the coordinator.
  const renewed = owner ? null : await renewByText(env, db, text.from, text.body, now);
  if (renewed) return { answer: renewed, notificationIds: [], kind: "registry_renewal" };
  if (owner) {
    const { notificationId } = await recordReply(db, owner, reply, now);
    return { answer: null, notificationIds: notificationId === null ? [] : [notificationId], kind: "reply" };
  }
  // Someone who texts the clinic first may be answered by text, unless the number opted out before.
  const created = await inquiryFromText(db, text.from, text.body, null, now);
  // Under every accepted key: a number that opted out before MESSAGING_KEY rotated stays opted out.
  if ((await consentOf(db, "text", await addressHashes(env, "text", text.from))) === null) {
    await commit(db, [
      recordConsent(db, {
        channel: "text",
        addressHash: hash,
        action: "granted",
        source: "person_texted",
        statement: null,
        language: null,
        inquiryId: created.inquiry.id,
        at,
      }),
    ]);
  }
  return { answer: null, notificationIds: created.notificationId === null ? [] : [created.notificationId], kind: "new_inquiry" };
}

/**
 * A text answering the list's own texts, sent after anything an open inquiry's team texted the number (`after`):
 * a campaign's invitation (docs/campaigns.md, "Replies"), else the confirmation that asks for YES
 * (docs/registry.md). Null when it answers neither.
 */
async function answerToTheList(
  env: Env,
  db: DrizzleD1Database,
  text: InboundText,
  now: Date,
  after: string | null,
): Promise<InboundResult | null> {
  const invited = await campaignReply(env, db, text, now, after);
  if (invited)
    return {
      answer: invited.answer,
      notificationIds: invited.notificationId === null ? [] : [invited.notificationId],
      kind: "campaign_reply",
    };
  const confirmed = await confirmTextsByReply(env, db, text.from, text.body, now, after);
  return confirmed ? { answer: confirmed, notificationIds: [], kind: "registry_confirmation" } : null;
}
