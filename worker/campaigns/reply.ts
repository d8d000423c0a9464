import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaignReplyOf } from "../../contract/campaigns";
import { DAY_MS } from "../../contract/clinicTime";
import { displayPhone } from "../../contract/phone";
import { campaigns, volunteerMessages, volunteers } from "../db/schema";
import { INBOUND_TEXT_LIMIT, phoneDigitForms } from "../messaging/inbound";
import { storeInquiry } from "../record/newInquiry";
import { phoneDigitsOf, searchColumnsOf } from "../record/searchText";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms } from "../texts/translate";
import { campaignSettings } from "./settings";
import { campaignStudy, studyAnswerLink } from "./study";

/**
 * The newest invitation text sent to this number within the reply window and not answered yet: what a text from
 * the number answers, unless an open inquiry wrote to them since (`after`: a coordinator's own question wins).
 */
export async function awaitedInvitation(env: Env, db: DrizzleD1Database, from: string, now: Date, after: string | null = null) {
  const since = new Date(now.getTime() - campaignSettings(env).replyDays * DAY_MS).toISOString();
  return db
    .select({
      id: volunteerMessages.id,
      campaignId: volunteerMessages.campaignId,
      sentAt: volunteerMessages.sentAt,
      person: volunteers,
      studyId: campaigns.studyId,
    })
    .from(volunteerMessages)
    .innerJoin(volunteers, eq(volunteers.id, volunteerMessages.volunteerId))
    .innerJoin(campaigns, eq(campaigns.id, volunteerMessages.campaignId))
    .where(
      and(
        inArray(volunteers.phoneDigits, phoneDigitForms(from)),
        isNull(volunteers.erasedAt),
        eq(volunteerMessages.channel, "text"),
        inArray(volunteerMessages.status, ["sent", "delivered"]),
        isNull(volunteerMessages.reply),
        gt(volunteerMessages.sentAt, after && after > since ? after : since),
      ),
    )
    .orderBy(desc(volunteerMessages.sentAt))
    .limit(1)
    .get();
}

/** A STOP/PARAR from an invited number is the invitation's answer too (the ledger has already recorded it). */
export async function recordCampaignStop(env: Env, db: DrizzleD1Database, from: string, now = new Date()) {
  const invitation = await awaitedInvitation(env, db, from, now);
  if (!invitation) return;
  const at = now.toISOString();
  await db
    .update(volunteerMessages)
    .set({ reply: "stop", repliedAt: at })
    .where(and(eq(volunteerMessages.id, invitation.id), isNull(volunteerMessages.reply)));
}

/**
 * A text answering a campaign's invitation (docs/campaigns.md, "Replies"). "NO" is recorded (no more invitations
 * for that study) and thanked. A yes, "INFO" or any other words become an inquiry about the study, linked to the
 * person and the campaign (origin "campaign"), due now in the coordinator's queue, in the same batch that records
 * the reply; the answer, in the person's language, links to the study's questions. Null when the text answers no
 * invitation (it is then an ordinary text).
 */
export async function campaignReply(
  env: Env,
  db: DrizzleD1Database,
  text: { from: string; body: string },
  now = new Date(),
  after: string | null = null,
): Promise<{ answer: string; notificationId: number | null; inquiryId: number | null } | null> {
  const invitation = await awaitedInvitation(env, db, text.from, now, after);
  if (!invitation) return null;
  const { person } = invitation;
  const at = now.toISOString();
  const meaning = campaignReplyOf(text.body);
  // The reply is claimed first (one text answers an invitation once, whatever arrives at the same moment).
  const [claimed] = await db
    .update(volunteerMessages)
    .set({ reply: meaning, repliedAt: at })
    .where(and(eq(volunteerMessages.id, invitation.id), isNull(volunteerMessages.reply)))
    .returning({ id: volunteerMessages.id });
  if (!claimed) return null;
  if (meaning === "no")
    return { answer: outboundSms(person.language, outboundTexts.campaignNoReply), notificationId: null, inquiryId: null };
  const fields = {
    name: person.name,
    email: person.email ?? "",
    phone: displayPhone(person.phone!),
    message: text.body.slice(0, INBOUND_TEXT_LIMIT),
  };
  const filed = await storeInquiry(db, {
    row: {
      ...fields,
      consent: false,
      language: person.language,
      studyId: invitation.studyId,
      origin: "campaign",
      campaignId: invitation.campaignId,
      volunteerId: person.id,
      ...searchColumnsOf(fields),
      // The number as it texted (with its 1): how messaging finds a number's inquiries (phoneDigitForms).
      phoneDigits: phoneDigitsOf(person.phone!),
      status: "new",
      createdAt: at,
      repliedAt: at,
      unreadSince: at,
      // Due now: they answered a minute ago and wait for a call.
      nextStepAt: at,
      nextStepKind: "reply",
    },
    announce: true,
    // The invitation names the inquiry its answer became.
    alongside: (inquiryId) => [db.update(volunteerMessages).set({ inquiryId }).where(eq(volunteerMessages.id, invitation.id))],
  });
  const study = await campaignStudy(db, invitation.studyId);
  const link = study ? studyAnswerLink(env, study, person.language) : "";
  return {
    answer: outboundSms(person.language, outboundTexts.campaignYesReply, { link }),
    notificationId: filed.notificationId,
    inquiryId: filed.inquiry.id,
  };
}
