/**
 * A busy database, odd input, account controls, URLs, headers and bodies (security review 2026-11,
 * items 4, 5, 7, 9, 11, 12, 13).
 */
import { env, SELF } from "cloudflare:test";
import type { InboxPageDto } from "../../contract/inbox";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../contract/securityHeaders";
import { currentTotp } from "../../worker/auth/totp";
import {
  adminId,
  authed,
  createAdmin,
  enrollSecondFactor,
  fetchWithBindings,
  insertInquiry,
  lockedDatabase,
  loginAsNewAdmin,
  nextIp,
  postJson,
  searchInbox,
  validInquiry,
  type ErrorBody,
  type FieldErrors,
  type LoginResultDto,
  API,
} from "./helpers";
import type { MeDto, TotpSetupDto } from "../../contract/auth";

const api = API;
const json = (token: string, method: string, body: unknown): RequestInit =>
  authed(token, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** workerd's opaque text for a locked SQLite file (the one the busy pattern must not miss). */
const WORKERD_BUSY = "Failed to get session commit token: internal error; reference = 6e1f0c2a9b7d4e3f";

describe("a busy database answers 503 with Retry-After on every route (item 4)", () => {
  it.each([
    ["contact form", "POST", "/api/inquiries", validInquiry, null],
    ["login", "POST", "/api/auth/login", { username: "someone", password: "x" }, null],
    ["session check", "GET", "/api/auth/me", undefined, "session"],
    ["inbox", "GET", "/api/inquiries", undefined, "staff"],
    ["inbox search", "POST", "/api/inquiries/search", { q: "lopez" }, "staff"],
    ["an inquiry", "GET", "/api/inquiries/1", undefined, "staff"],
    ["a note", "POST", "/api/inquiries/1/events", { type: "note", text: "hola" }, "staff"],
    ["resolve", "PUT", "/api/inquiries/1/resolve", undefined, "staff"],
    ["SPEC's list", "GET", "/api/inquiries/unresolved", undefined, "staff"],
    ["erase", "DELETE", "/api/inquiries/1", undefined, "staff"],
    ["export", "POST", "/api/inquiries/export.csv", {}, "staff"],
    ["report", "GET", "/api/reports/recruitment?from=2026-01-01&to=2026-01-31", undefined, "staff"],
    ["staff list", "GET", "/api/staff", undefined, "staff"],
    ["staff change", "PATCH", "/api/staff/1", { displayName: "X" }, "staff"],
    ["audit log", "GET", "/api/audit", undefined, "staff"],
  ] as const)("%s", async (_name, method, path, body, reach) => {
    const token = reach ? await loginAsNewAdmin() : null;
    // "session": even the session look-up fails; "staff": the guard passes and the route's own queries fail.
    const allow = reach === "staff" ? /"sessions"/ : null;
    const res = await fetchWithBindings(
      path,
      {
        method,
        headers: {
          "CF-Connecting-IP": nextIp(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      },
      { DB: lockedDatabase({ message: WORKERD_BUSY, allow }) },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
    expect((await res.json<ErrorBody>()).error.code).toBe("storage_unavailable");
  });
});

describe("odd input gets a 400 that says what is wrong, never a 500 (item 5)", () => {
  it("a long search (a pasted line of a message, or many % signs) still searches", async () => {
    const token = await loginAsNewAdmin();
    const line = "me interesa el estudio del corazón porque mi mamá tiene insuficiencia";
    await insertInquiry({ name: "Pegada", message: line, search_text: `pegada ${line.normalize("NFD").replace(/\p{M}/gu, "")} 100%%%` });
    for (const q of ["a".repeat(49) + "b", "%".repeat(30), "me interesa el estudio del corazon porque mi mama tiene", "100%%%"]) {
      const res = await searchInbox(token, `status=all&q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    const found = await (
      await searchInbox(token, `status=all&q=${encodeURIComponent("estudio del corazon porque mi mama tiene insuficiencia")}`)
    ).json<InboxPageDto>();
    expect(found.total).toBe(1);
  });

  it.each([
    ["/api/inquiries?createdTo=9999-12-31", "createdTo", "out_of_range"],
    ["/api/inquiries?createdFrom=0001-01-01", "createdFrom", "out_of_range"],
    ["/api/reports/recruitment?from=9999-01-01&to=9999-12-31", "from", "out_of_range"],
    ["/api/reports/recruitment?from=x&to=y", "from", "invalid_date"],
    ["/api/reports/recruitment?from=2026-02-30&to=2026-03-01", "from", "invalid_date"],
  ])("%s → 400 (%s: %s)", async (path, field, code) => {
    const token = await loginAsNewAdmin();
    const res = await SELF.fetch(`https://clinic.test${path}`, authed(token));
    expect(res.status).toBe(400);
    const body = await res.json<FieldErrors>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields[field]).toEqual([code]);
  });

  it("an export up to 9999-12-31 is refused the same way", async () => {
    const token = await loginAsNewAdmin();
    const res = await SELF.fetch(`${api}/inquiries/export.csv`, json(token, "POST", { createdTo: "9999-12-31" }));
    expect(res.status).toBe(400);
  });
});

describe("search text never travels in a URL (item 9)", () => {
  it("GET /api/inquiries refuses q= and says where search text goes; POST /api/inquiries/search takes it", async () => {
    const token = await loginAsNewAdmin();
    const res = await SELF.fetch(`${api}/inquiries?q=lockwood`, authed(token));
    expect(res.status).toBe(400);
    const body = await res.json<FieldErrors>();
    expect(body.error.fields.q).toEqual(["unknown_field"]);
    expect(body.error.message).toContain("POST /api/inquiries/search");
    expect((await searchInbox(token, "q=lockwood")).status).toBe(200);
  });
});

describe("account controls (item 7)", () => {
  it("refuses passwords that are easy to guess, whatever their length, when creating or changing an account", async () => {
    const token = await loginAsNewAdmin();
    const target = await adminId((await createAdmin()).username);
    for (const password of [" ".repeat(12), "aaaaaaaaaaaa", "password1234", "contraseña123", "frontera research 1"]) {
      const created = await SELF.fetch(
        `${api}/staff`,
        json(token, "POST", { username: `weak-${crypto.randomUUID().slice(0, 6)}`, displayName: "Débil", role: "coordinator", password }),
      );
      expect(created.status).toBe(400);
      expect((await created.json<FieldErrors>()).error.fields.password).toEqual(["weak_password"]);
      const changed = await SELF.fetch(`${api}/staff/${target}`, json(token, "PATCH", { password }));
      expect(changed.status).toBe(400);
    }
    // A name-based password for that very account is weak too.
    const named = await SELF.fetch(
      `${api}/staff`,
      json(token, "POST", {
        username: "rosalinda.q",
        displayName: "Rosalinda Quintero",
        role: "coordinator",
        password: "rosalindaquintero",
      }),
    );
    expect(named.status).toBe(400);
    const strong = await SELF.fetch(
      `${api}/staff`,
      json(token, "POST", { username: "fuerte.q", displayName: "Fuerte", role: "coordinator", password: "mesquite lantern quietly orbit" }),
    );
    expect(strong.status).toBe(201);
  }, 20_000); // zxcvbn weighs each password against its dictionaries: CPU-bound on a busy laptop (issue #54)

  it("an admin with a second factor confirms a colleague's new password or factor reset with their own current code", async () => {
    const { credentials, secret, recoveryCodes } = await enrollSecondFactor();
    const now = Date.now();
    const login = await postJson("/api/auth/login", { ...credentials, otp: currentTotp(secret, now + 30_000) });
    const token = (await login.json<LoginResultDto>()).token;
    const colleague = await adminId((await createAdmin()).username);

    const without = await SELF.fetch(`${api}/staff/${colleague}`, json(token, "PATCH", { password: "mesquite lantern quietly orbit" }));
    expect(without.status).toBe(403);
    expect((await without.json<ErrorBody>()).error.code).toBe("otp_confirmation_required");
    const wrong = await SELF.fetch(
      `${api}/staff/${colleague}`,
      json(token, "PATCH", { password: "mesquite lantern quietly orbit", confirmOtp: "000000" }),
    );
    expect(wrong.status).toBe(403);
    expect((await wrong.json<ErrorBody>()).error.code).toBe("invalid_otp");
    // A code works once and the window is one step either side, so the test confirms with recovery codes,
    // which the confirmation accepts as it does at login.
    const right = await SELF.fetch(
      `${api}/staff/${colleague}`,
      json(token, "PATCH", { password: "mesquite lantern quietly orbit", confirmOtp: recoveryCodes[0] }),
    );
    expect(right.status).toBe(200);

    expect((await SELF.fetch(`${api}/staff/${colleague}/totp-reset`, json(token, "POST", {}))).status).toBe(403);
    expect((await SELF.fetch(`${api}/staff/${colleague}/totp-reset`, json(token, "POST", { confirmOtp: recoveryCodes[1] }))).status).toBe(
      204,
    );
    // A change of one's own name needs no code.
    const me = await adminId(credentials.username);
    expect((await SELF.fetch(`${api}/staff/${me}`, json(token, "PATCH", { displayName: "Yo" }))).status).toBe(200);
  });

  it("enrolling a second factor ends the account's other sessions (opened with the password alone)", async () => {
    const credentials = await createAdmin();
    const other = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
    const current = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
    const post = (path: string, body?: unknown) =>
      SELF.fetch(`${api}${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${current}`, "Content-Type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
    const { secret } = await (await post("/auth/totp/setup")).json<TotpSetupDto>();
    expect((await post("/auth/totp/confirm", { code: currentTotp(secret, Date.now()) })).status).toBe(200);
    expect((await SELF.fetch(`${api}/auth/me`, authed(other))).status).toBe(401);
    expect((await SELF.fetch(`${api}/auth/me`, authed(current))).status).toBe(200);
  });
});

describe("one text policy for everything staff type (item 13)", () => {
  it.each([
    ["a tag character", "Ana\u{E0041}"],
    ["a line separator", "Ana\u2028Admin"],
    ["an Arabic letter mark", "Ana\u061C"],
    ["a right-to-left override", "Ana\u202Enimda"],
    ["a zero-width space", "A\u200Bna"],
  ])("refuses a display name with %s", async (_what, displayName) => {
    const token = await loginAsNewAdmin();
    const me = (await (await SELF.fetch(`${api}/auth/me`, authed(token))).json<MeDto>()).id;
    const res = await SELF.fetch(`${api}/staff/${me}`, json(token, "PATCH", { displayName }));
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields.displayName).toEqual(["invalid_characters"]);
  });

  it("refuses notes with bidi controls or half a surrogate pair, and keeps line breaks and emoji", async () => {
    const token = await loginAsNewAdmin();
    const id = await insertInquiry();
    const note = (text: string) =>
      SELF.fetch(
        `${api}/inquiries/${id}/events`,
        authed(token, { method: "POST", headers: { "Content-Type": "application/json" }, body: `{"type":"note","text":${text}}` }),
      );
    expect((await note(JSON.stringify("Llamó \u202Eolleh"))).status).toBe(400);
    expect((await note(JSON.stringify("marca \u200F"))).status).toBe(400);
    expect((await note('"medio \\ud800 par"')).status).toBe(400);
    expect((await note(JSON.stringify("Línea uno\nLínea dos 👍🏽 👨‍👩‍👧"))).status).toBe(201);
    const stored = await env.DB.prepare("SELECT text FROM inquiry_events WHERE inquiry_id = ? AND type = 'note'")
      .bind(id)
      .all<{ text: string }>();
    expect(stored.results.map((r) => r.text)).toEqual(["Línea uno\nLínea dos 👍🏽 👨‍👩‍👧"]);
  });
});

describe("one header policy (item 11)", () => {
  const staticShell = {
    fetch: async () =>
      new Response("<!doctype html><title>staff</title>", {
        headers: { "Content-Type": "text/html", "X-Frame-Options": "SAMEORIGIN", "Strict-Transport-Security": "max-age=15552000" },
      }),
  } as unknown as Fetcher;

  it.each([
    ["an API answer", "/api/health"],
    ["an API error", "/api/nowhere"],
    ["the staff shell", "/admin"],
    ["robots.txt", "/robots.txt"],
  ])("%s carries exactly the policy of contract/securityHeaders.ts", async (_name, path) => {
    const res = await fetchWithBindings(path, {}, { ASSETS: staticShell });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  });
});

describe("unread request bodies are drained (item 12)", () => {
  it.each([
    ["a 401 (no session)", "/api/inquiries/1/events", {}],
    ["a 403 (coordinator export)", "/api/inquiries/export.csv", { role: "coordinator" as const }],
    ["a 404 (no route)", "/api/nowhere", {}],
  ])("%s reads the whole body before answering", async (_name, path, options) => {
    const token = "role" in options ? await loginAsNewAdmin(options.role) : null;
    let delivered = 0;
    const total = 64 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (delivered >= total) return controller.close();
        delivered += 8 * 1024;
        controller.enqueue(new Uint8Array(8 * 1024));
      },
    });
    const res = await fetchWithBindings(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body,
        duplex: "half",
      } as RequestInit,
      {},
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(delivered).toBeGreaterThanOrEqual(total);
  });
});
