import { and, desc, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { visitReplyOf } from "../../../contract/visits";
import { volunteerMessages, volunteers } from "../../db/schema";
import { registryConsentMonths } from "../../config";
import { phoneDigitForms } from "../../messaging/inbound";
import { outboundTexts } from "../../texts/outboundTexts";
import { outboundSms } from "../../texts/translate";
import { dayWithYear } from "../../../contract/visitWords";
import { renewConsent } from "../consent";

/**
 * A "YES"/"SÍ" from a number that was sent the renewal text for its current yes (docs/registry.md, "Messages";
 * the caller asks only when no open inquiry owns the reply): the yes runs twelve
 * months from today, and the answer says until when, in the person's language. Null when the text is not a yes,
 * or no one on the list is waiting for one from this number (it is then an ordinary text).
 */
export async function renewByText(env: Env, db: DrizzleD1Database, from: string, body: string, now = new Date()): Promise<string | null> {
  if (visitReplyOf(body) !== "confirm") return null;
  const person = await db
    .select({ id: volunteers.id, language: volunteers.language })
    .from(volunteers)
    .where(
      and(
        inArray(volunteers.phoneDigits, phoneDigitForms(from)),
        isNotNull(volunteers.renewalSentAt),
        isNull(volunteers.withdrawnAt),
        isNull(volunteers.erasedAt),
        // Only a reply to a renewal text that went, for the yes as it stands now.
        sql`exists (select 1 from ${volunteerMessages} m where m.volunteer_id = ${volunteers.id} and m.kind = 'renewal'
          and m.channel = 'text' and m.status in ('sent', 'delivered') and m.period = ${volunteers.consentEndsAt})`,
      ),
    )
    .orderBy(desc(volunteers.renewalSentAt))
    .limit(1)
    .get();
  if (!person) return null;
  const word = body.trim().toUpperCase().slice(0, 20);
  if (!(await renewConsent(db, person.id, registryConsentMonths(env), null, null, now, `SMS: ${word}`))) return null;
  const renewed = await db
    .select({ endsAt: volunteers.consentEndsAt })
    .from(volunteers)
    .where(inArray(volunteers.id, [person.id]))
    .get();
  return outboundSms(person.language, outboundTexts.registryRenewedReply, { date: dayWithYear(renewed!.endsAt, person.language) });
}
