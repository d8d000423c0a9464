import { confirmationSchema, staffCreateSchema, staffPatchSchema, type StaffDto } from "../../contract/staff";
import type { StaffRef } from "../../contract/inbox";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, recordAudit } from "../audit/record";
import { requireRole, requireStaff } from "../auth/guards";
import { confirmOwnCode } from "../auth/confirmOwnCode";
import { hashPassword } from "../auth/password";
import { passwordProblem } from "../auth/passwordPolicy";
import { createAccount, resetSecondFactor, staffColumns, staffDto, updateAccount, type AccountChanges } from "../auth/staffAccounts";
import { revokeAllSessions } from "../auth/sessions";
import { revokeFeedsOf } from "../visits/feeds";
import { admins } from "../db/schema";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { jsonError } from "../http/errors";
import { limitBody, requireJsonBody, validJson } from "../http/guards";
import { idParam } from "../http/idParam";

const admin = [requireStaff, requireRole("admin")] as const;

/** Staff accounts (docs/product.md): admins manage them; any staff member may list whom to assign. */
export const staffRoutes = new Hono<AppEnv>()
  .get("/", ...admin, async (c) => {
    const rows = await drizzle(c.env.DB)
      .select(staffColumns)
      .from(admins)
      .orderBy(asc(admins.displayName), asc(admins.id))
      .limit(500)
      .all();
    return c.json(rows.map(staffDto) satisfies StaffDto[]);
  })
  .get("/assignees", requireStaff, async (c) => {
    const rows = await drizzle(c.env.DB)
      .select({ id: admins.id, displayName: admins.displayName })
      .from(admins)
      .where(eq(admins.active, true))
      .orderBy(asc(admins.displayName))
      .limit(500)
      .all();
    return c.json(rows satisfies StaffRef[]);
  })
  .post("/", ...admin, requireJsonBody, limitBody(4 * 1024), validJson(staffCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = drizzle(c.env.DB);
    const taken = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(sql`lower(${admins.username})`, input.username))
      .get();
    if (taken) return jsonError(c, 409, "username_taken", "That username is already in use.");
    const weak = await passwordProblem(input.password, input);
    if (weak) return jsonError(c, 400, "validation_failed", "The password is too easy to guess.", { password: [weak] });
    const created = await createAccount(db, input, await hashPassword(input.password));
    await recordAudit(db, {
      action: "account_changed",
      actorId: c.get("session").adminId,
      targetType: "staff",
      targetId: created.id,
      ipHash: await hashNetwork(c.env, clientNetwork(c)),
      detail: { change: "created", role: input.role },
    });
    return c.json(staffDto(created) satisfies StaffDto, 201);
  })
  .patch("/:id", ...admin, idParam("account"), requireJsonBody, limitBody(4 * 1024), validJson(staffPatchSchema), async (c) => {
    const id = c.get("id");
    const input = c.req.valid("json");
    const db = drizzle(c.env.DB);
    const current = await db.select(staffColumns).from(admins).where(eq(admins.id, id)).get();
    if (!current) return jsonError(c, 404, "not_found", "No account has that id.");
    const actorId = c.get("session").adminId;
    if (input.password !== undefined) {
      const weak = await passwordProblem(input.password, {
        username: current.username,
        displayName: input.displayName ?? current.displayName,
      });
      if (weak) return jsonError(c, 400, "validation_failed", "The password is too easy to guess.", { password: [weak] });
      if (id !== actorId) {
        const problem = await confirmOwnCode(c.env, db, actorId, input.confirmOtp);
        if (problem) return jsonError(c, problem.status, problem.code, problem.message);
      }
    }
    const changes: AccountChanges = {};
    if (input.displayName !== undefined) changes.displayName = input.displayName;
    if (input.role !== undefined) changes.role = input.role;
    if (input.active !== undefined) changes.active = input.active;
    if (input.email !== undefined) changes.email = input.email || null;
    if (input.password !== undefined) changes.password = await hashPassword(input.password);
    // At least one active admin stays (worker/auth/staffAccounts.ts checks it in the write).
    const staysActiveAdmin = (input.role ?? current.role) === "admin" && (input.active ?? current.active);
    const updated = await updateAccount(db, id, changes, staysActiveAdmin);
    if (!updated) return jsonError(c, 409, "last_admin", "This is the last active admin: make another account an admin first.");
    // A deactivated account or a changed password ends that account's sessions and calendar feeds everywhere.
    if (input.active === false || input.password !== undefined) {
      await revokeAllSessions(db, id);
      await revokeFeedsOf(db, id, c.get("session").adminId);
    }
    await recordAudit(db, {
      action: "account_changed",
      actorId: c.get("session").adminId,
      targetType: "staff",
      targetId: id,
      ipHash: await hashNetwork(c.env, clientNetwork(c)),
      detail: {
        change: "updated",
        fields: Object.keys(input)
          .filter((key) => key !== "confirmOtp")
          .sort()
          .join(","),
      },
    });
    return c.json(staffDto(updated) satisfies StaffDto);
  })
  // A lost phone: the account signs in with its password and enrolls again. The admin confirms with
  // their own code (worker/auth/confirmOwnCode.ts).
  .post("/:id/totp-reset", ...admin, idParam("account"), requireJsonBody, limitBody(1024), validJson(confirmationSchema), async (c) => {
    const id = c.get("id");
    const db = drizzle(c.env.DB);
    const problem = await confirmOwnCode(c.env, db, c.get("session").adminId, c.req.valid("json").confirmOtp);
    if (problem) return jsonError(c, problem.status, problem.code, problem.message);
    if (!(await resetSecondFactor(db, id))) return jsonError(c, 404, "not_found", "No account has that id.");
    // Whoever holds the old factor's sessions must sign in again (and enroll anew where it is required).
    await revokeAllSessions(db, id);
    await recordAudit(db, {
      action: "totp_reset",
      actorId: c.get("session").adminId,
      targetType: "staff",
      targetId: id,
      ipHash: await hashNetwork(c.env, clientNetwork(c)),
    });
    return c.body(null, 204);
  });
