import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { newFeedSchema, type CalendarFeedListDto, type NewCalendarFeedDto } from "../../contract/visits";
import { auditRequest } from "../audit/record";
import { requireStaff } from "../auth/guards";
import { siteOrigin } from "../config";
import { admins } from "../db/schema";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { limitBody, requireJsonBody, validJson } from "../http/guards";
import { idParam } from "../http/idParam";
import { createFeed, feedCalendar, listFeeds, revokeFeed } from "../visits/feeds";

async function audit(c: Context<AppEnv>, action: "calendar_feed_created" | "calendar_feed_revoked", staffId: number) {
  await auditRequest(c, { action, targetType: "staff", targetId: staffId });
}

const feedUrl = (c: Context<AppEnv>, secret: string) => `${siteOrigin(c.env)}/api/calendar-feeds/feed/${secret}.ics`;

/**
 * /api/calendar-feeds (docs/visits.md): a staff member's calendar of their visits over a secret URL. Everyone
 * manages their own; an admin sees and revokes everyone's (and may make one for someone else).
 */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, async (c) => {
    const session = c.get("session");
    return c.json({
      feeds: await listFeeds(drizzle(c.env.DB), session.role === "admin" ? undefined : session.adminId),
    } satisfies CalendarFeedListDto);
  })
  .post("/", requireStaff, requireJsonBody, limitBody(1024), validJson(newFeedSchema), async (c) => {
    const session = c.get("session");
    const staffId = c.req.valid("json").staffId ?? session.adminId;
    if (staffId !== session.adminId && session.role !== "admin")
      return jsonError(c, 403, "forbidden", "Only an admin can make a calendar feed for someone else.");
    const db = drizzle(c.env.DB);
    const staff = await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.id, staffId), eq(admins.active, true)))
      .get();
    if (!staff) return jsonError(c, 400, "unknown_staff", "No active staff account has that id.");
    const secret = await createFeed(db, staffId, session.adminId);
    await audit(c, "calendar_feed_created", staffId);
    return c.json(
      {
        url: feedUrl(c, secret),
        feeds: await listFeeds(db, session.role === "admin" ? undefined : session.adminId),
      } satisfies NewCalendarFeedDto,
      201,
    );
  })
  .delete("/:id", requireStaff, idParam("feed"), async (c) => {
    const id = c.get("id");
    const session = c.get("session");
    const db = drizzle(c.env.DB);
    const mine = session.role === "admin" ? undefined : session.adminId;
    const visible = await listFeeds(db, mine);
    const feed = visible.find((entry) => entry.id === id);
    if (!feed) return jsonError(c, 404, "not_found", "No calendar feed has that id.");
    await revokeFeed(db, feed.id, session.adminId);
    await audit(c, "calendar_feed_revoked", feed.staff.id);
    return c.body(null, 204);
  })
  // The feed itself: calendar programs fetch it with the secret in the URL, no sign-in.
  .get("/feed/:file", async (c) => {
    const secret = c.req.param("file").replace(/\.ics$/, "");
    const body = await feedCalendar(drizzle(c.env.DB), secret, siteOrigin(c.env));
    if (body === null) return jsonError(c, 404, "not_found", "This calendar feed does not exist or was revoked.");
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store" });
  });
