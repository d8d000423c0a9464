import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import type { ErasedInquiryDto } from "../../contract/inbox";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { PURGE_BATCH_SIZE } from "../../worker/inquiries/erase";
import { adminId, auditEntries, authed, createAdmin, insertInquiry, postJson, type LoginResultDto, API } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const personal = { name: "Rosa Borrable", email: "rosa.borrable@example.com", phone: "7605550177", message: "Mi historia clínica" };

async function adminToken() {
  const credentials = await createAdmin();
  const res = await postJson("/api/auth/login", credentials);
  return { token: (await res.json<LoginResultDto>()).token, id: await adminId(credentials.username) };
}

async function rowOf(id: number) {
  return env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("erasure on request (DELETE /api/inquiries/:id)", () => {
  it("removes the person's data, keeps status and dates for statistics, and records who erased it", async () => {
    const { token, id: actor } = await adminToken();
    const id = await insertInquiry({ ...personal, interest: "other", language: "es", created_at: "2026-03-01T10:00:00.000Z" });
    const res = await SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" }));
    expect(res.status).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      name: "",
      email: "",
      phone: "",
      message: "",
      status: "new",
      interest: "other",
      language: "es",
      erased_by: actor,
    });
    expect(row!.created_at).toBe("2026-03-01T10:00:00.000Z");
    expect(row!.erased_at).toEqual(expect.any(String));
    // No trace left in the database or any endpoint.
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM inquiries").all());
    for (const value of Object.values(personal)) expect(dump).not.toContain(value);
    const list = await (await SELF.fetch(`${API}/inquiries/unresolved`, authed(token))).text();
    expect(list).not.toContain(`"id":${id},`);
    for (const value of Object.values(personal)) expect(list).not.toContain(value);
    const audit = await (await SELF.fetch(`${API}/audit?limit=100`, authed(token))).text();
    for (const value of Object.values(personal)) expect(audit).not.toContain(value);
  });

  it("is harmless twice, 404s an unknown id, and is for admins only", async () => {
    const { token } = await adminToken();
    const id = await insertInquiry(personal);
    const first = await (await SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" }))).json<ErasedInquiryDto>();
    const second = await SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" }));
    expect(second.status).toBe(200);
    expect((await second.json<ErasedInquiryDto>()).erasedAt).toBe(first.erasedAt);
    expect((await auditEntries("inquiry_erased")).filter((e) => e.target_id === String(id))).toHaveLength(1);
    expect((await SELF.fetch(`${API}/inquiries/999999`, authed(token, { method: "DELETE" }))).status).toBe(404);

    const coordinator = await createAdmin();
    await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE username = ?").bind(coordinator.username).run();
    const coordinatorToken = (await (await postJson("/api/auth/login", coordinator)).json<LoginResultDto>()).token;
    const other = await insertInquiry(personal);
    expect((await SELF.fetch(`${API}/inquiries/${other}`, authed(coordinatorToken, { method: "DELETE" }))).status).toBe(403);
    expect((await rowOf(other))!.name).toBe(personal.name);
  });
});

describe("retention (the daily Cron Trigger)", () => {
  it("erases inquiries closed longer ago than RETENTION_DAYS and spam older than 30 days, and nothing else", async () => {
    const now = Date.now();
    const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
    const cases = {
      closedJustOutside: await insertInquiry({ ...personal, status: "resolved", closed_at: iso(365 * DAY + 60_000) }),
      closedJustInside: await insertInquiry({ ...personal, status: "enrolled", closed_at: iso(365 * DAY - 60_000) }),
      openAndOld: await insertInquiry({ ...personal, status: "contacting", created_at: iso(900 * DAY) }),
      spamOld: await insertInquiry({ ...personal, status: "spam", created_at: iso(30 * DAY + 60_000), closed_at: iso(30 * DAY + 60_000) }),
      spamRecent: await insertInquiry({
        ...personal,
        status: "spam",
        created_at: iso(30 * DAY - 60_000),
        closed_at: iso(30 * DAY - 60_000),
      }),
    };
    const controller = createScheduledController({ scheduledTime: now, cron: "30 10 * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);

    const erased = async (id: number) => (await rowOf(id))!.erased_at !== null;
    expect(await erased(cases.closedJustOutside)).toBe(true);
    expect(await erased(cases.spamOld)).toBe(true);
    expect(await erased(cases.closedJustInside)).toBe(false);
    expect(await erased(cases.openAndOld)).toBe(false);
    expect(await erased(cases.spamRecent)).toBe(false);
    expect((await rowOf(cases.closedJustOutside))!.name).toBe("");
    expect((await rowOf(cases.closedJustInside))!.name).toBe(personal.name);

    const runs = await auditEntries("retention_purge");
    expect(JSON.parse(runs[runs.length - 1]!.detail!)).toMatchObject({ erased: 2, retentionDays: 365 });
  });

  it("works in bounded batches over a larger table, one audit entry per run", async () => {
    const old = new Date(Date.now() - 400 * DAY).toISOString();
    const total = PURGE_BATCH_SIZE * 2 + 17;
    const values = Array.from({ length: total }, () => `('X', 'x@example.com', '7605550100', 'm', 'resolved', '${old}')`);
    for (let i = 0; i < values.length; i += 100) {
      await env.DB.prepare(
        `INSERT INTO inquiries (name, email, phone, message, status, closed_at) VALUES ${values.slice(i, i + 100).join(",")}`,
      ).run();
    }
    const before = (await auditEntries("retention_purge")).length;
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "30 10 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM inquiries WHERE erased_at IS NULL AND status = 'resolved' AND closed_at = ?",
    )
      .bind(old)
      .first();
    expect(left).toEqual({ n: 0 });
    const runs = await auditEntries("retention_purge");
    expect(runs).toHaveLength(before + 1);
    expect(JSON.parse(runs[runs.length - 1]!.detail!).erased).toBeGreaterThanOrEqual(total);
  });
});
