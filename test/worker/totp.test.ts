import { env, SELF } from "cloudflare:test";
import type { TotpSetupDto } from "../../contract/auth";
import { describe, expect, it } from "vitest";
import { currentTotp } from "../../worker/auth/totp";
import {
  adminId,
  auditEntries,
  authed,
  createAdmin,
  enrollSecondFactor,
  fetchWithBindings,
  nextIp,
  postJson,
  type ErrorBody,
  type LoginResultDto,
  API,
} from "./helpers";

const THIRTY_SECONDS = 30_000;

function postAuthed(path: string, token: string, body?: unknown) {
  return SELF.fetch(`${API}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function login(credentials: { username: string; password: string }, otp?: string) {
  return postJson("/api/auth/login", otp === undefined ? credentials : { ...credentials, otp });
}

const enroll = enrollSecondFactor;

describe("second factor (TOTP, RFC 6238)", () => {
  it("enrolls with an otpauth URI and 10 recovery codes, stored only as hashes", async () => {
    const { credentials, otpauthUri, secret, recoveryCodes } = await enroll();
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toContain(credentials.username);
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const id = await adminId(credentials.username);
    const { results } = await env.DB.prepare("SELECT code_hash FROM recovery_codes WHERE admin_id = ?")
      .bind(id)
      .all<{ code_hash: string }>();
    expect(results).toHaveLength(10);
    for (const { code_hash } of results) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes).not.toContain(code_hash);
    }
    expect(await auditEntries("totp_enabled")).toEqual(expect.arrayContaining([expect.objectContaining({ actor_id: id })]));
  });

  it("then asks for the code: 401 otp_required without it, 200 with the current one", async () => {
    const { credentials, secret, confirmedAt } = await enroll();
    const withoutCode = await login(credentials);
    expect(withoutCode.status).toBe(401);
    expect((await withoutCode.json<ErrorBody>()).error.code).toBe("otp_required");
    // The confirming code's step is used up; the next step's code is what the app shows 30 s later.
    const next = currentTotp(secret, confirmedAt + THIRTY_SECONDS);
    const ok = await login(credentials, next);
    expect(ok.status).toBe(200);
    expect((await ok.json<LoginResultDto>()).enrollmentRequired).toBe(false);
  });

  it("accepts a code once: the same code again is refused (no replay within its window)", async () => {
    const { credentials, secret, confirmedAt } = await enroll();
    const code = currentTotp(secret, confirmedAt + THIRTY_SECONDS);
    expect((await login(credentials, code)).status).toBe(200);
    const replay = await login(credentials, code);
    expect(replay.status).toBe(401);
    expect((await replay.json<ErrorBody>()).error.code).toBe("invalid_otp");
  });

  it("refuses the confirming code at login (it was already used) and a wrong code", async () => {
    const { credentials, secret, confirmedAt } = await enroll();
    expect((await login(credentials, currentTotp(secret, confirmedAt))).status).toBe(401);
    expect((await login(credentials, "000000")).status).toBe(401);
  });

  it("accepts each recovery code once, in any case and spacing", async () => {
    const { credentials, recoveryCodes } = await enroll();
    const [first, second] = recoveryCodes as [string, string];
    expect((await login(credentials, first)).status).toBe(200);
    expect((await login(credentials, first)).status).toBe(401);
    expect((await login(credentials, second.toLowerCase().replace("-", " "))).status).toBe(200);
    const id = await adminId(credentials.username);
    const used = await env.DB.prepare("SELECT COUNT(*) AS n FROM recovery_codes WHERE admin_id = ? AND used_at IS NOT NULL")
      .bind(id)
      .first();
    expect(used).toEqual({ n: 2 });
    expect((await auditEntries("recovery_code_used")).filter((e) => e.actor_id === id)).toHaveLength(2);
  });

  it("slows code guessing per account, but a recovery code still lets the real person in", async () => {
    const { credentials, recoveryCodes } = await enroll();
    for (let i = 0; i < 10; i++) expect((await login(credentials, String(100000 + i))).status).toBe(401);
    const throttled = await login(credentials, "123456");
    expect(throttled.status).toBe(429);
    expect((await login(credentials, recoveryCodes[0]!)).status).toBe(200);
  });

  it("refuses a wrong confirmation code and keeps the account without a second factor", async () => {
    const credentials = await createAdmin();
    const { token } = await (await login(credentials)).json<LoginResultDto>();
    await postAuthed("/auth/totp/setup", token);
    const wrong = await postAuthed("/auth/totp/confirm", token, { code: "000000" });
    expect(wrong.status).toBe(400);
    expect((await login(credentials)).status).toBe(200); // still password-only
  });

  it("refuses to set up a second factor twice (409) and confirm without setup (409)", async () => {
    const { token } = await enroll();
    expect((await postAuthed("/auth/totp/setup", token)).status).toBe(409);
    const credentials = await createAdmin();
    const fresh = await (await login(credentials)).json<LoginResultDto>();
    expect((await postAuthed("/auth/totp/confirm", fresh.token, { code: "123456" })).status).toBe(409);
  });

  it("lets an admin reset another account's second factor, ending its sessions", async () => {
    const enrolled = await enroll();
    const adminToken = (await (await login(await createAdmin())).json<LoginResultDto>()).token;
    const id = await adminId(enrolled.credentials.username);
    const res = await SELF.fetch(
      `${API}/staff/${id}/totp-reset`,
      authed(adminToken, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    );
    expect(res.status).toBe(204);
    expect((await SELF.fetch(`${API}/inquiries/unresolved`, authed(enrolled.token))).status).toBe(401);
    expect((await login(enrolled.credentials)).status).toBe(200); // password alone again (REQUIRE_TOTP off here)
    const codes = await env.DB.prepare("SELECT COUNT(*) AS n FROM recovery_codes WHERE admin_id = ?").bind(id).first();
    expect(codes).toEqual({ n: 0 });
    expect((await auditEntries("totp_reset")).some((e) => e.target_id === String(id))).toBe(true);
  });

  it("forbids a coordinator from resetting a second factor (403)", async () => {
    const coordinator = await createAdmin();
    await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE username = ?").bind(coordinator.username).run();
    const { token } = await (await login(coordinator)).json<LoginResultDto>();
    const res = await SELF.fetch(
      `${API}/staff/1/totp-reset`,
      authed(token, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    );
    expect(res.status).toBe(403);
    expect((await res.json<ErrorBody>()).error.code).toBe("forbidden");
  });
});

describe("REQUIRE_TOTP (production setting)", () => {
  const call = (path: string, init: RequestInit) => fetchWithBindings(`/api${path}`, init, { REQUIRE_TOTP: "true" });
  const jsonInit = (body: unknown, token?: string): RequestInit => ({
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": nextIp(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

  it("sends an account without a second factor to enrollment: its session can do nothing else until it confirms", async () => {
    const credentials = await createAdmin();
    const res = await call("/auth/login", jsonInit(credentials));
    expect(res.status).toBe(200);
    const { token, enrollmentRequired } = await res.json<LoginResultDto>();
    expect(enrollmentRequired).toBe(true);

    const blocked = await call("/inquiries/unresolved", { headers: { Authorization: `Bearer ${token}` } });
    expect(blocked.status).toBe(403);
    expect((await blocked.json<ErrorBody>()).error.code).toBe("totp_enrollment_required");
    const me = await (await call("/auth/me", { headers: { Authorization: `Bearer ${token}` } })).json<LoginResultDto>();
    expect(me.enrollmentRequired).toBe(true);

    const { secret } = await (await call("/auth/totp/setup", jsonInit(undefined, token))).json<TotpSetupDto>();
    const confirmed = await call("/auth/totp/confirm", jsonInit({ code: currentTotp(secret) }, token));
    expect(confirmed.status).toBe(200);
    expect((await call("/inquiries/unresolved", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
