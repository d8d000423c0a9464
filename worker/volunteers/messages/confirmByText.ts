import { and, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { visitReplyOf } from "../../../contract/visits";
import { REGISTRY_TEXTS_PER_MONTH } from "../../../contract/volunteers";
import { volunteerMessages, volunteers } from "../../db/schema";
import { recordConsentUnlessRevoked } from "../../messaging/consent";
import { phoneDigitForms } from "../../messaging/inbound";
import { addressHash, addressHashes } from "../../messaging/keys";
import { outboundTexts } from "../../texts/outboundTexts";
import { outboundSms } from "../../texts/translate";

/**
 * A "YES"/"SÍ" from a number the list's confirmation text went to, while it waits for one (double opt-in,
 * docs/registry.md; the caller asks only when no open inquiry wrote to the number since). Every person on the list
 * with this number who said yes to texts and waits is confirmed; the number's yes goes into the ledger with the
 * statement they agreed to (never over a STOP or a pause); the answer says what they will get. Null when the text
 * is not a yes or nobody waits for one from this number (it is then an ordinary text).
 */
export async function confirmTextsByReply(
  env: Env,
  db: DrizzleD1Database,
  from: string,
  body: string,
  now = new Date(),
  /** A text from the clinic to this number after the confirmation owns the reply instead (an inquiry's question). */
  after: string | null = null,
): Promise<string | null> {
  if (visitReplyOf(body) !== "confirm") return null;
  const waiting = await db
    .select({ id: volunteers.id, language: volunteers.language, textStatement: volunteers.textStatement })
    .from(volunteers)
    .where(
      and(
        inArray(volunteers.phoneDigits, phoneDigitForms(from)),
        isNotNull(volunteers.textStatement),
        isNull(volunteers.textConfirmedAt),
        isNull(volunteers.withdrawnAt),
        isNull(volunteers.erasedAt),
        // Only once the confirmation text went to this number (for any of its entries: one a day goes), and after
        // anything an inquiry's team texted the number.
        sql`exists (select 1 from ${volunteerMessages} m join ${volunteers} v on v.id = m.volunteer_id
          where v.phone_digits = ${volunteers.phoneDigits} and m.kind = 'confirmation' and m.channel = 'text'
          and m.status in ('sent', 'delivered') and m.sent_at > ${after ?? ""})`,
      ),
    )
    .orderBy(volunteers.id)
    .all();
  if (waiting.length === 0) return null;
  const at = now.toISOString();
  const newest = waiting.at(-1)!;
  const [, confirmed] = await db.batch([
    recordConsentUnlessRevoked(
      db,
      {
        channel: "text",
        addressHash: await addressHash(env, "text", from),
        action: "granted",
        source: "registry_reply",
        statement: newest.textStatement,
        language: newest.language,
        at,
      },
      await addressHashes(env, "text", from),
    ),
    db
      .update(volunteers)
      .set({ textConfirmedAt: at, updatedAt: at })
      .where(
        and(
          inArray(
            volunteers.id,
            waiting.map((person) => person.id),
          ),
          isNull(volunteers.textConfirmedAt),
        ),
      )
      .returning({ id: volunteers.id }),
  ]);
  if (confirmed.length === 0) return null;
  return outboundSms(newest.language, outboundTexts.registryTextsConfirmedReply, { max: REGISTRY_TEXTS_PER_MONTH });
}
