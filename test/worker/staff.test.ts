import { env, SELF } from "cloudflare:test";
import type { StaffRef } from "../../contract/inbox";
import type { StaffDto } from "../../contract/staff";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEntries, authed, createAdmin, postJson, type ErrorBody, type FieldErrors, type LoginResultDto, API } from "./helpers";
import type { MeDto } from "../../contract/auth";

let adminToken = "";

async function login(credentials: { username: string; password: string }) {
  const res = await postJson("/api/auth/login", credentials);
  return { status: res.status, token: res.status === 200 ? (await res.json<LoginResultDto>()).token : "" };
}
const send = (token: string, method: string, path: string, body?: unknown) =>
  SELF.fetch(
    `${API}${path}`,
    authed(token, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );

beforeAll(async () => {
  adminToken = (await login(await createAdmin())).token;
});

describe("staff accounts (admins manage them)", () => {
  it("creates a coordinator who can sign in, work inquiries, and see who to assign, but not manage accounts", async () => {
    const res = await send(adminToken, "POST", "/staff", {
      username: "Lupe.Coord",
      displayName: "Lupe Ramírez",
      role: "coordinator",
      password: "a good long password",
    });
    expect(res.status).toBe(201);
    const created = await res.json<StaffDto>();
    expect(created).toMatchObject({
      username: "lupe.coord",
      displayName: "Lupe Ramírez",
      role: "coordinator",
      active: true,
      twoFactorEnabled: false,
    });
    expect(JSON.stringify(created)).not.toMatch(/hash|salt|password/i);

    const { token } = await login({ username: "lupe.coord", password: "a good long password" });
    const me = await (await SELF.fetch(`${API}/auth/me`, authed(token))).json();
    expect(me).toMatchObject({ username: "lupe.coord", displayName: "Lupe Ramírez", role: "coordinator" });
    expect((await SELF.fetch(`${API}/inquiries`, authed(token))).status).toBe(200);
    const assignees = await (await SELF.fetch(`${API}/staff/assignees`, authed(token))).json<StaffRef[]>();
    expect(assignees.some((a) => a.displayName === "Lupe Ramírez")).toBe(true);
    for (const [method, path, body] of [
      ["GET", "/staff", undefined],
      ["POST", "/staff", { username: "x-x-x", displayName: "X", role: "admin", password: "another long password" }],
      ["PATCH", `/staff/${created.id}`, { role: "admin" }],
      ["POST", `/staff/${created.id}/totp-reset`, {}],
    ] as const) {
      expect((await send(token, method, path, body)).status).toBe(403);
    }
    expect((await auditEntries("account_changed")).some((e) => e.target_id === String(created.id))).toBe(true);
  });

  it("refuses a taken username (any case), a short password and bad fields", async () => {
    await send(adminToken, "POST", "/staff", {
      username: "taken-name",
      displayName: "T",
      role: "coordinator",
      password: "a good long password",
    });
    const again = await send(adminToken, "POST", "/staff", {
      username: "TAKEN-NAME",
      displayName: "T",
      role: "coordinator",
      password: "a good long password",
    });
    expect(again.status).toBe(409);
    const short = await send(adminToken, "POST", "/staff", {
      username: "short-pw",
      displayName: "S",
      role: "coordinator",
      password: "short",
    });
    expect((await short.json<FieldErrors>()).error.fields.password).toEqual(["too_short"]);
    expect(
      (await send(adminToken, "POST", "/staff", { username: "a b", displayName: "S", role: "boss", password: "a good long password" }))
        .status,
    ).toBe(400);
    expect((await send(adminToken, "PATCH", "/staff/1", {})).status).toBe(400);
  });

  it("deactivating an account ends its sessions and stops its logins; a new password ends its sessions", async () => {
    const credentials = await createAdmin();
    const { token } = await login(credentials);
    const id = (await env.DB.prepare("SELECT id FROM admins WHERE username = ?").bind(credentials.username).first<{ id: number }>())!.id;
    expect((await send(adminToken, "PATCH", `/staff/${id}`, { password: "a brand new long password" })).status).toBe(200);
    expect((await SELF.fetch(`${API}/inquiries`, authed(token))).status).toBe(401);
    const second = await login({ username: credentials.username, password: "a brand new long password" });
    expect(second.status).toBe(200);

    const off = await send(adminToken, "PATCH", `/staff/${id}`, { active: false });
    expect((await off.json<StaffDto>()).active).toBe(false);
    expect((await SELF.fetch(`${API}/inquiries`, authed(second.token))).status).toBe(401);
    const refused = await postJson("/api/auth/login", { username: credentials.username, password: "a brand new long password" });
    expect(refused.status).toBe(401);
    expect((await refused.json<ErrorBody>()).error.code).toBe("invalid_credentials"); // generic
  });

  it("never removes the last active admin", async () => {
    // Make every other admin a coordinator, so the caller is the only admin left.
    const meId = (await (await SELF.fetch(`${API}/auth/me`, authed(adminToken))).json<MeDto>()).id;
    await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE id != ?").bind(meId).run();
    for (const change of [{ role: "coordinator" }, { active: false }]) {
      const res = await send(adminToken, "PATCH", `/staff/${meId}`, change);
      expect(res.status).toBe(409);
      expect((await res.json<ErrorBody>()).error.code).toBe("last_admin");
    }
    expect((await send(adminToken, "PATCH", `/staff/${meId}`, { displayName: "Still Admin" })).status).toBe(200);
  });
});
