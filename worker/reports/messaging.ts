import { sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ContactChannel } from "../../contract/inquiryEvents";
import type { MessageChannel } from "../../contract/messaging";
import type { MessagingReport } from "../../contract/reports";
import { answersTeam } from "./funnelSql";

/** A reply counts for a message when it came within this many days of it. */
export const REPLY_WINDOW_DAYS = 7;

/**
 * The report's messaging figures, aggregated by SQLite (no message or inquiry row reaches the Worker).
 * `start` and `end` bound the range as instants; `inquiriesInRange` selects the inquiries received in it.
 */
export async function messagingReport(db: DrizzleD1Database, start: Date, end: Date, inquiriesInRange: SQL): Promise<MessagingReport> {
  const from = start.toISOString();
  const until = end.toISOString();
  const [byTemplate, optOuts, firstReply, reachedBy] = await Promise.all([
    db.all<{ templateName: string | null; channel: MessageChannel; sent: number; replied: number }>(sql`
      select t.name as templateName, m.channel as channel, count(*) as sent,
        coalesce(sum(exists (select 1 from messages r where r.inquiry_id = m.inquiry_id and r.direction = 'in'
          and r.created_at > m.created_at and r.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', m.created_at, ${`+${REPLY_WINDOW_DAYS} days`}))), 0) as replied
      from messages m left join message_templates t on t.id = m.template_id
      where m.created_at >= ${from} and m.created_at < ${until} and m.direction = 'out' and m.origin = 'staff' and m.status in ('sent', 'delivered')
      group by m.template_id, m.channel
      order by sent desc, templateName is null, templateName, m.channel`),
    db.all<{ channel: MessageChannel; count: number }>(sql`
      select channel, count(*) as count from consent_events
      where action = 'revoked' and at >= ${from} and at < ${until}
      group by channel order by count desc, channel`),
    db.all<{ replied: number; medianMinutes: number | null }>(sql`
      select count(*) as replied, max(case when rn = (n + 1) / 2 then minutes end) as medianMinutes
      from (
        select minutes, row_number() over (order by minutes) as rn, count(*) over () as n
        from (
          select cast(round((julianday(first_in) - julianday(first_out)) * 1440) as integer) as minutes
          from (
            select (select min(o.created_at) from messages o where o.inquiry_id = i.id and o.direction = 'out' and o.origin = 'staff') as first_out,
              (select min(r.created_at) from messages r where r.inquiry_id = i.id and r.direction = 'in'
                and r.created_at > (select min(o.created_at) from messages o where o.inquiry_id = i.id and o.direction = 'out' and o.origin = 'staff')) as first_in
            from inquiries i where ${inquiriesInRange}
          )
          where first_in is not null
        )
      )`),
    db.all<{ key: ContactChannel; count: number }>(sql`
      select channel as key, count(*) as count from (
        select (select channel from (
            select e.at as at, e.channel as channel from inquiry_events e where e.inquiry_id = i.id and e.type = 'contact_attempt' and e.outcome = 'reached'
            union all
            select m.created_at as at, m.channel as channel from messages m where m.inquiry_id = i.id and m.direction = 'in' and ${answersTeam("m")}
          ) order by at limit 1) as channel
        from inquiries i where ${inquiriesInRange}
      )
      where channel is not null
      group by channel order by count desc, channel`),
  ]);
  return {
    byTemplate,
    optOuts,
    firstReply: firstReply[0] ?? { replied: 0, medianMinutes: null },
    reachedBy,
  };
}
