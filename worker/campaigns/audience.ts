import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { type Audience, type AudienceCount, type CampaignChannel, SEND_WINDOW_DAYS } from "../../contract/campaigns";
import { DAY_MS } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import type { ConsentAction } from "../../contract/messaging";
import { AGE_RANGES } from "../../contract/volunteerList";
import { consentEvents, volunteers } from "../db/schema";
import { addressHashesByKey } from "../messaging/keys";
import { acceptedHashKeys, keepAddressHashes, keptWord, NO_WORD, type KeptHash } from "../volunteers/addressHashes";
import { inAudience } from "../volunteers/consent";

/** Someone an invitation may go to, and the address it goes to. */
export type Recipient = { id: number; language: Language; address: string };

/** Hashes looked up per ledger query: one bound parameter (a JSON array), well within D1's statement size. */
const HASHES_PER_QUERY = 2000;

/**
 * The audience's filters as SQL (docs/campaigns.md): the one rule for who is on the list (`inAudience`), with a
 * yes lasting through the send window, the channel among the person's, the address it needs, the campaign's
 * narrowing, nobody invited within `notInvitedDays` nor `personDays`, and nobody who answered NO about this study.
 */
function audienceWhere(audience: Audience, channel: CampaignChannel, study: string, personDays: number, now: Date): SQL {
  const through = new Date(now.getTime() + SEND_WINDOW_DAYS * DAY_MS).toISOString();
  const where: SQL[] = [
    inAudience(now)!,
    gt(volunteers.consentEndsAt, through),
    sql`exists (select 1 from json_each(${volunteers.channels}) where value = ${channel})`,
    // A text needs the number's YES to the list's confirmation (double opt-in, docs/registry.md).
    channel === "text"
      ? sql`${volunteers.phone} is not null and ${volunteers.textConfirmedAt} is not null`
      : sql`${volunteers.email} is not null`,
  ];
  if (audience.topics.length > 0)
    where.push(
      sql`exists (select 1 from json_each(${volunteers.topics}) where value in (select value from json_each(${JSON.stringify(audience.topics)})))`,
    );
  if (audience.languages.length > 0)
    where.push(sql`${volunteers.language} in (select value from json_each(${JSON.stringify(audience.languages)}))`);
  if (audience.zips.length > 0)
    where.push(
      sql`exists (select 1 from json_each(${JSON.stringify(audience.zips)}) z where substr(${volunteers.zip}, 1, length(z.value)) = z.value)`,
    );
  if (audience.ageBands.length > 0) {
    const year = now.getUTCFullYear();
    const ranges = audience.ageBands.map((band) => {
      const [youngest, oldest] = AGE_RANGES[band];
      return sql`${volunteers.birthYear} between ${year - oldest} and ${year - youngest}`;
    });
    where.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  const quietDays = Math.max(audience.notInvitedDays, personDays);
  if (quietDays > 0) {
    const since = new Date(now.getTime() - quietDays * DAY_MS).toISOString();
    where.push(
      sql`not exists (select 1 from volunteer_messages m where m.volunteer_id = ${volunteers.id} and m.campaign_id is not null and m.sent_at > ${since})`,
    );
  }
  // "NO" to an invitation for this study stops its follow-ups (docs/campaigns.md, "Replies").
  where.push(
    sql`not exists (select 1 from volunteer_messages m join campaigns c on c.id = m.campaign_id
      where m.volunteer_id = ${volunteers.id} and m.reply = 'no' and c.study_id = ${study})`,
  );
  return and(...where)!;
}

type AudienceQuery = { audience: Audience; channel: CampaignChannel; study: string };

/**
 * The people the campaign would reach now. A text also needs the number's yes to texts in the messaging ledger
 * (latest word "granted", under every accepted key); an e-mail needs no unsubscribe. The ledger is keyed by
 * hashes: a person whose hash is kept on their row (worker/volunteers/addressHashes.ts) is looked up in SQL, through
 * the ledger's (channel, address_hash) index; the others are hashed in the Worker, in bulk, and their hashes kept.
 */
export async function audienceOf(env: Env, db: DrizzleD1Database, campaign: AudienceQuery, personDays: number, now = new Date()) {
  return (await audiencePage(env, db, campaign, personDays, now)).recipients;
}

/**
 * One page of the audience, by person id: the candidates after `page.after`, at most `page.limit` of them, and the
 * last one looked at (`last`, null when none was left), whether or not the ledger let them in.
 */
export async function audiencePage(
  env: Env,
  db: DrizzleD1Database,
  campaign: AudienceQuery,
  personDays: number,
  now: Date,
  page?: { after: number; limit: number },
): Promise<{ recipients: Recipient[]; last: number | null; candidates: number }> {
  const { channel } = campaign;
  const where = audienceWhere(campaign.audience, channel, campaign.study, personDays, now);
  const keys = await acceptedHashKeys(env);
  const query = db
    .select({
      id: volunteers.id,
      language: volunteers.language,
      phone: volunteers.phone,
      email: volunteers.email,
      word: keptWord(channel, keys),
    })
    .from(volunteers)
    .where(page ? and(where, gt(volunteers.id, page.after)) : where)
    .orderBy(volunteers.id);
  const rows = await (page ? query.limit(page.limit) : query).all();
  const words = new Map<number, ConsentAction | null>();
  const unhashed: { id: number; address: string }[] = [];
  for (const row of rows) {
    if (row.word === null) unhashed.push({ id: row.id, address: (channel === "text" ? row.phone : row.email)! });
    else words.set(row.id, row.word === NO_WORD ? null : row.word);
  }
  // Hashed and kept a part at a time: an invocation cut short still leaves the parts it did for the next count.
  for (let i = 0; i < unhashed.length; i += HASHES_PER_QUERY) {
    const part = unhashed.slice(i, i + HASHES_PER_QUERY);
    const looked = await latestWords(env, db, channel, part);
    for (const person of part) words.set(person.id, looked.words.get(person.id) ?? null);
    await keepAddressHashes(env, channel, looked.kept);
  }
  const recipients = rows
    .filter((row) => {
      const latest = words.get(row.id) ?? null;
      return channel === "text" ? latest === "granted" : latest !== "revoked";
    })
    .map((row) => ({ id: row.id, language: row.language, address: (channel === "text" ? row.phone : row.email)! }));
  return { recipients, last: rows.at(-1)?.id ?? null, candidates: rows.length };
}

/**
 * Each person's latest word in the ledger for the channel (none: absent from `words`), under every accepted key,
 * and their hashes with each key's fingerprint (to keep).
 */
async function latestWords(
  env: Env,
  db: DrizzleD1Database,
  channel: CampaignChannel,
  people: { id: number; address: string }[],
): Promise<{ words: Map<number, ConsentAction>; kept: KeptHash[] }> {
  const owner = new Map<string, number>();
  const kept: KeptHash[] = [];
  // Hashed together (each key imported once), not one await per person: 20,000 people at a campaign's start.
  const { keys, hashes: hashesOf } = await addressHashesByKey(
    env,
    channel,
    people.map((person) => person.address),
  );
  for (const person of people)
    (hashesOf.get(person.address) ?? []).forEach((hash, i) => {
      owner.set(hash, person.id);
      kept.push({ id: person.id, address: person.address, key: keys[i]!, hash });
    });
  const hashes = [...owner.keys()];
  const best = new Map<number, { id: number; action: ConsentAction }>();
  for (let i = 0; i < hashes.length; i += HASHES_PER_QUERY) {
    const chunk = JSON.stringify(hashes.slice(i, i + HASHES_PER_QUERY));
    const events = await db
      .select({ id: consentEvents.id, hash: consentEvents.addressHash, action: consentEvents.action })
      .from(consentEvents)
      .where(
        sql`${consentEvents.id} in (select max(id) from ${consentEvents} where ${eq(consentEvents.channel, channel)}
          and ${consentEvents.addressHash} in (select value from json_each(${chunk})) group by ${consentEvents.addressHash})`,
      )
      .all();
    for (const event of events) {
      const person = owner.get(event.hash)!;
      const known = best.get(person);
      if (!known || event.id > known.id) best.set(person, { id: event.id, action: event.action });
    }
  }
  return { words: new Map([...best].map(([person, { action }]) => [person, action])), kept };
}

export function countOf(recipients: Recipient[], channel: CampaignChannel): AudienceCount {
  const byLanguage: Record<Language, number> = { en: 0, es: 0 };
  for (const person of recipients) byLanguage[person.language] += 1;
  return {
    count: recipients.length,
    byLanguage,
    byChannel: { text: channel === "text" ? recipients.length : 0, email: channel === "email" ? recipients.length : 0 },
  };
}
