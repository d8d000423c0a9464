import { auditQuerySchema, type AuditEntryDto, type AuditPageDto } from "../../contract/audit";
import { zValidator } from "@hono/zod-validator";
import { desc, eq, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { requireRole, requireStaff } from "../auth/guards";
import { admins, auditLog } from "../db/schema";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The audit log, newest first, for admins only. There is deliberately no route that changes it. */
export const auditRoutes = new Hono<AppEnv>().get(
  "/",
  requireStaff,
  requireRole("admin"),
  zValidator("query", auditQuerySchema, (result, c) => {
    if (!result.success) return jsonError(c, 400, "validation_failed", "The cursor or limit is not valid.");
  }),
  async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const rows = await drizzle(c.env.DB)
      .select({ entry: auditLog, actorUsername: admins.username })
      .from(auditLog)
      .leftJoin(admins, eq(admins.id, auditLog.actorId))
      .where(cursor ? lt(auditLog.id, Number(cursor)) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(limit + 1)
      .all();
    const page = rows.slice(0, limit);
    const items = page.map(({ entry, actorUsername }): AuditEntryDto => ({
      id: entry.id,
      at: entry.at,
      action: entry.action,
      actor: entry.actorId === null ? null : { id: entry.actorId, username: actorUsername },
      targetType: entry.targetType,
      targetId: entry.targetId,
      username: entry.username,
      usernameHash: entry.usernameHash,
      ipHash: entry.ipHash,
      detail: parseDetail(entry.detail),
    }));
    const nextCursor = rows.length > limit ? String(page[page.length - 1]!.entry.id) : null;
    return c.json({ items, nextCursor } satisfies AuditPageDto);
  },
);
