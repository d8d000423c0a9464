import { env, SELF } from "cloudflare:test";
import type { AuditPageDto } from "../../contract/audit";
import { describe, expect, it } from "vitest";
import { adminId, auditEntries, authed, createAdmin, insertInquiry, postJson, type LoginResultDto, API } from "./helpers";

async function loginToken(credentials: { username: string; password: string }, ip?: string) {
  const res = await postJson("/api/auth/login", credentials, ip ? { "CF-Connecting-IP": ip } : {});
  return (await res.json<LoginResultDto>()).token;
}

describe("audit log", () => {
  it("records a failed login of an account with its username and a keyed hash of the network, never the address", async () => {
    const account = await createAdmin();
    await postJson(
      "/api/auth/login",
      { username: account.username.toUpperCase(), password: "wrong" },
      { "CF-Connecting-IP": "198.51.100.7" },
    );
    const entry = (await auditEntries("login_failed")).find((e) => e.username === account.username)!;
    expect(entry.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.username_hash).toBeNull();
    expect(JSON.stringify(entry)).not.toContain("198.51.100.7");
    expect(JSON.parse(entry.detail!)).toEqual({ reason: "password" });
  });

  it("keeps a name that is no account only as a keyed hash: an e-mail address or a password typed in the wrong box never reaches the log (security review 2026-11, item 8)", async () => {
    const typed = ["lockwood.pemberton@example.net", "demo-admin' OR '1'='1", "MySecretPassw0rd!"];
    for (const username of typed) await postJson("/api/auth/login", { username, password: "wrong" });
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM audit_log").all());
    for (const username of typed) expect(dump.toLowerCase()).not.toContain(username.toLowerCase());
    const hashes = (await auditEntries("login_failed")).slice(-3).map((e) => e.username_hash);
    expect(hashes).toHaveLength(3);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(hashes).size).toBe(3);
    // The same name typed again gives the same hash (whatever its case), so repeated tries show.
    await postJson("/api/auth/login", { username: "LOCKWOOD.PEMBERTON@example.net", password: "wrong" });
    expect((await auditEntries("login_failed")).at(-1)!.username_hash).toBe(hashes[0]);
    // The audit page shows the hash, never a name.
    const admin = await createAdmin();
    const token = await loginToken(admin);
    const page = await (await SELF.fetch(`${API}/audit?limit=20`, authed(token))).text();
    expect(page).not.toContain("lockwood");
    expect(page).toContain(hashes[0]!);
  });

  it("gives the same network the same hash, and another network another one", async () => {
    const hashOf = async (username: string, ip: string) => {
      await postJson("/api/auth/login", { username, password: "wrong" }, { "CF-Connecting-IP": ip });
      return (await auditEntries("login_failed")).at(-1)!.ip_hash;
    };
    const a = await hashOf("hash-a", "2001:db8:1:2::1");
    const b = await hashOf("hash-b", "2001:db8:1:2::ffff"); // same /64
    const c = await hashOf("hash-c", "2001:db8:1:3::1");
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("records successful logins and logouts", async () => {
    const credentials = await createAdmin();
    const token = await loginToken(credentials);
    await SELF.fetch(`${API}/auth/logout`, authed(token, { method: "POST" }));
    const id = await adminId(credentials.username);
    expect((await auditEntries("login_succeeded")).some((e) => e.actor_id === id && e.username === credentials.username)).toBe(true);
    expect((await auditEntries("logout")).some((e) => e.actor_id === id)).toBe(true);
  });

  it("is served to admins newest first with a cursor, and refused to coordinators", async () => {
    const admin = await createAdmin();
    const token = await loginToken(admin);
    for (let i = 0; i < 3; i++) await postJson("/api/auth/login", { username: `page-${i}`, password: "x" });
    const first = await SELF.fetch(`${API}/audit?limit=2`, authed(token));
    expect(first.status).toBe(200);
    const page1 = await first.json<AuditPageDto>();
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]!.id).toBeGreaterThan(page1.items[1]!.id);
    const page2 = await (await SELF.fetch(`${API}/audit?limit=2&cursor=${page1.nextCursor}`, authed(token))).json<AuditPageDto>();
    expect(page2.items[0]!.id).toBeLessThan(page1.items[1]!.id);

    const coordinator = await createAdmin();
    await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE username = ?").bind(coordinator.username).run();
    const coordinatorToken = await loginToken(coordinator);
    expect((await SELF.fetch(`${API}/audit`, authed(coordinatorToken))).status).toBe(403);
  });

  it("cannot be changed or deleted, even by SQL run against the database", async () => {
    await postJson("/api/auth/login", { username: "immutable", password: "x" });
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'nothing'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
    expect((await auditEntries("login_failed")).length).toBeGreaterThan(0);
  });

  it("records erasures with who did it", async () => {
    const admin = await createAdmin();
    const token = await loginToken(admin);
    const id = await insertInquiry();
    await SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" }));
    const entry = (await auditEntries("inquiry_erased")).find((e) => e.target_id === String(id))!;
    expect(entry.actor_id).toBe(await adminId(admin.username));
  });
});
