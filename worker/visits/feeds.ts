import { and, asc, desc, eq, gte, isNull, lt, ne } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { CalendarFeedDto } from "../../contract/visits";
import { admins, calendarFeeds, inquiries, visits } from "../db/schema";
import { digest } from "../messaging/keys";
import { staffFeed } from "../calendar/ics";
import { DAY_MS } from "../../contract/clinicTime";
import { urlToken } from "../http/urlToken";

/** A feed holds the visits from a month ago to three months ahead, at most this many. */
const FEED_LIMIT = 500;

const newSecret = () => urlToken(24);

/** A new feed for a staff member (their earlier one stops working); the secret is shown once, stored as a hash. */
export async function createFeed(db: DrizzleD1Database, staffId: number, createdBy: number, now = new Date()): Promise<string> {
  const secret = newSecret();
  const at = now.toISOString();
  await db.batch([
    db
      .update(calendarFeeds)
      .set({ revokedAt: at, revokedBy: createdBy })
      .where(and(eq(calendarFeeds.staffId, staffId), isNull(calendarFeeds.revokedAt))),
    db.insert(calendarFeeds).values({ staffId, tokenHash: await digest(secret), createdBy, createdAt: at }),
  ]);
  return secret;
}

export async function revokeFeed(db: DrizzleD1Database, id: number, by: number, now = new Date()) {
  return db
    .update(calendarFeeds)
    .set({ revokedAt: now.toISOString(), revokedBy: by })
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)))
    .returning({ staffId: calendarFeeds.staffId });
}

/** Every live feed of an account ends (deactivated, password reset): reactivating it brings none back. */
export async function revokeFeedsOf(db: DrizzleD1Database, staffId: number, by: number, now = new Date()) {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now.toISOString(), revokedBy: by })
    .where(and(eq(calendarFeeds.staffId, staffId), isNull(calendarFeeds.revokedAt)));
}

export async function listFeeds(db: DrizzleD1Database, staffId?: number): Promise<CalendarFeedDto[]> {
  const rows = await db
    .select({ feed: calendarFeeds, name: admins.displayName })
    .from(calendarFeeds)
    .innerJoin(admins, eq(admins.id, calendarFeeds.staffId))
    .where(and(isNull(calendarFeeds.revokedAt), staffId ? eq(calendarFeeds.staffId, staffId) : undefined))
    .orderBy(asc(admins.displayName), desc(calendarFeeds.id))
    .limit(200)
    .all();
  return rows.map(({ feed, name }) => ({
    id: feed.id,
    staff: { id: feed.staffId, displayName: name },
    createdAt: feed.createdAt,
    lastUsedAt: feed.lastUsedAt,
  }));
}

/**
 * The iCalendar text behind a feed's secret URL, or null for a secret that is unknown or revoked. It
 * holds only times, study codes, initials and links to the staff area (docs/visits.md).
 */
export async function feedCalendar(db: DrizzleD1Database, secret: string, origin: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(secret)) return null;
  const feed = await db
    .select({ id: calendarFeeds.id, staffId: calendarFeeds.staffId, name: admins.displayName })
    .from(calendarFeeds)
    .innerJoin(admins, eq(admins.id, calendarFeeds.staffId))
    .where(and(eq(calendarFeeds.tokenHash, await digest(secret)), isNull(calendarFeeds.revokedAt), eq(admins.active, true)))
    .get();
  if (!feed) return null;
  const rows = await db
    .select({
      uid: visits.uid,
      sequence: visits.sequence,
      startAt: visits.startAt,
      durationMinutes: visits.durationMinutes,
      state: visits.state,
      studyId: visits.studyId,
      inquiryId: visits.inquiryId,
      name: inquiries.name,
    })
    .from(visits)
    .innerJoin(inquiries, eq(inquiries.id, visits.inquiryId))
    .where(
      and(
        eq(visits.staffId, feed.staffId),
        ne(visits.state, "rescheduled"),
        // An erased person's visits leave the calendars (their study and link would still say who they were).
        isNull(inquiries.erasedAt),
        gte(visits.startAt, new Date(now.getTime() - 30 * DAY_MS).toISOString()),
        lt(visits.startAt, new Date(now.getTime() + 90 * DAY_MS).toISOString()),
      ),
    )
    .orderBy(asc(visits.startAt))
    .limit(FEED_LIMIT)
    .all();
  await db.update(calendarFeeds).set({ lastUsedAt: now.toISOString() }).where(eq(calendarFeeds.id, feed.id));
  const host = new URL(origin).host;
  return staffFeed(
    rows.map((row) => ({ ...row, initial: row.name.trim().charAt(0).toUpperCase(), link: `${origin}/admin/inquiries/${row.inquiryId}` })),
    { siteHost: host, name: feed.name, now },
  );
}
