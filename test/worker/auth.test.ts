import { env, SELF } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { hashPassword, MAX_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS, verifyPassword } from "../../worker/auth/password";
import { createSession, SESSION_TTL_MS } from "../../worker/auth/sessions";
import { authed, countingRateLimiter, createAdmin, loginAsNewAdmin, postJson, type LoginResultDto, API } from "./helpers";
import { RATE_LIMITS } from "../../contract/rateLimits";

describe("password hashing", () => {
  it("uses PBKDF2 iterations within the Workers production limit of 100,000", async () => {
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const stored = await hashPassword("a long enough password");
    expect(stored.iterations).toBe(PBKDF2_ITERATIONS);
    await expect(hashPassword("x", 100_001)).rejects.toThrow(/limit/);
  });

  it("verifies the right password only, with a per-user salt", async () => {
    const a = await hashPassword("same password here");
    const b = await hashPassword("same password here");
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword("same password here", a)).toBe(true);
    expect(await verifyPassword("same password herE", a)).toBe(false);
  });
});

describe("login and sessions", () => {
  it("logs in with a 32-byte token whose hash alone is stored, valid for 8 hours", async () => {
    const credentials = await createAdmin();
    const res = await postJson("/api/auth/login", credentials);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { token, expiresAt } = await res.json<LoginResultDto>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_MS);
    const { results } = await env.DB.prepare("SELECT token_hash FROM sessions").all<{ token_hash: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    expect((await SELF.fetch(`${API}/inquiries/unresolved`, authed(token))).status).toBe(200);
  });

  it("gives one generic 401 for a wrong password and for an unknown user", async () => {
    const credentials = await createAdmin();
    const wrong = await postJson("/api/auth/login", { ...credentials, password: "not the password" });
    const unknown = await postJson("/api/auth/login", { username: "nobody-here", password: "whatever123" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: "invalid_credentials", message: "Invalid username or password." },
      });
    }
  });

  it("revokes the session on logout", async () => {
    const credentials = await createAdmin();
    const { token } = await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>();
    const out = await SELF.fetch(`${API}/auth/logout`, authed(token, { method: "POST" }));
    expect(out.status).toBe(204);
    expect((await SELF.fetch(`${API}/inquiries/unresolved`, authed(token))).status).toBe(401);
    expect((await SELF.fetch(`${API}/auth/logout`, authed(token, { method: "POST" }))).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    await createAdmin();
    const admin = await env.DB.prepare("SELECT id FROM admins LIMIT 1").first<{ id: number }>();
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60 * 1000);
    const { token } = await createSession(drizzle(env.DB), admin!.id, "full", nineHoursAgo);
    expect((await SELF.fetch(`${API}/inquiries/unresolved`, authed(token))).status).toBe(401);
  });

  it("never locks the real person out: failures from many addresses do not stop a correct password from a new one", async () => {
    // The review's scenario: wrong passwords for DEMO-ADMIN (other case) from 10 addresses, then the real
    // admin, from an address of their own, with the right password.
    const { username, password } = await createAdmin();
    for (let i = 0; i < 10; i++) {
      const res = await postJson("/api/auth/login", { username: username.toUpperCase(), password: `guess-${i}` });
      expect(res.status).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      const again = await postJson("/api/auth/login", { username: username.toUpperCase(), password: `more-${i}` });
      expect(again.status).toBe(401);
    }
    const real = await postJson("/api/auth/login", { username, password });
    expect(real.status).toBe(200);
  });

  it("matches the username without regard to case", async () => {
    const { username, password } = await createAdmin();
    expect((await postJson("/api/auth/login", { username: username.toUpperCase(), password })).status).toBe(200);
  });

  it("throttles guessing one account from one network (IPv6 by /64)", async () => {
    const limiter = countingRateLimiter("LOGIN_ACCOUNT_RATE_LIMITER");
    const { limit } = RATE_LIMITS.LOGIN_ACCOUNT_RATE_LIMITER;
    const { username, password } = await createAdmin();
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const ip = `2001:db8:aa:bb::${i + 1}`; // one /64, different addresses
      statuses.push(
        (await postJson("/api/auth/login", { username, password: `guess-${i}` }, { "CF-Connecting-IP": ip }, limiter.bindings)).status,
      );
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
    // Counted per account and /64: one key for the whole /64.
    expect(new Set(limiter.keys).size).toBe(1);
    // The same person from their own network is not affected.
    const own = await postJson("/api/auth/login", { username, password }, { "CF-Connecting-IP": "2001:db8:cc::1" }, limiter.bindings);
    expect(own.status).toBe(200);
  });

  it("throttles one network guessing across usernames", async () => {
    const limiter = countingRateLimiter("LOGIN_NETWORK_RATE_LIMITER");
    const { limit } = RATE_LIMITS.LOGIN_NETWORK_RATE_LIMITER;
    const ip = "203.0.113.200";
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        (await postJson("/api/auth/login", { username: `user-${i}`, password: "x" }, { "CF-Connecting-IP": ip }, limiter.bindings)).status,
      );
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("accepts the bearer scheme in any case (RFC 9110)", async () => {
    const token = await loginAsNewAdmin();
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const res = await SELF.fetch(`${API}/inquiries/unresolved`, { headers: { Authorization: `${scheme} ${token}` } });
      expect(res.status).toBe(200);
    }
  });

  it("answers /me with the account and its second-factor state", async () => {
    const credentials = await createAdmin();
    const { token } = await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>();
    const me = await (await SELF.fetch(`${API}/auth/me`, authed(token))).json();
    expect(me).toEqual({
      id: expect.any(Number),
      username: credentials.username,
      displayName: "",
      role: "admin",
      twoFactorEnabled: false,
      enrollmentRequired: false,
    });
  });
});
