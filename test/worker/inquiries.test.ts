import type { ResolvedInquiryDto } from "../../contract/inbox";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  authed,
  countInquiries,
  distinctInquiry,
  loginAsNewAdmin,
  postJson,
  validInquiry,
  countingRateLimiter,
  type ErrorBody,
  type FieldErrors,
  API,
} from "./helpers";
import type { CreatedInquiryDto, InquiryDto } from "../../contract/inquiry";
import { RATE_LIMITS } from "../../contract/rateLimits";

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry exactly as sent by the SPEC client and answers 201", async () => {
    const before = await countInquiries();
    const res = await postJson("/api/inquiries", validInquiry);
    expect(res.status).toBe(201);
    const body = await res.json<CreatedInquiryDto>();
    expect(body.id).toBeGreaterThan(0);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await countInquiries()).toBe(before + 1);
    const row = await env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(body.id).first();
    expect(row).toMatchObject({
      ...validInquiry,
      interest: null,
      consent: 0,
      consent_version: null,
      consent_language: null,
      language: null,
      status: "new",
      closed_at: null,
    });
  });

  it("stores the optional interest and consent, trims fields and keeps unicode and line breaks", async () => {
    const res = await postJson("/api/inquiries", {
      name: "  José Ñúñez 👋 ", // an emoji is a surrogate pair: allowed
      email: " jose@example.com ",
      phone: "+1 760 555 0101",
      message: "Línea uno\r\nLínea dos <script>alert(1)</script>",
      interest: "asthma-copd",
      consent: true,
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    const row = await env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({
      name: "José Ñúñez 👋",
      email: "jose@example.com",
      message: "Línea uno\r\nLínea dos <script>alert(1)</script>",
      interest: "asthma-copd",
      consent: 1,
    });
  });

  it("records which consent statement was ticked, in which language", async () => {
    const res = await postJson("/api/inquiries", { ...distinctInquiry(), consent: true, consentVersion: "2026-11-23", language: "es" });
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    const row = await env.DB.prepare("SELECT consent, consent_version, consent_language, language FROM inquiries WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ consent: 1, consent_version: "2026-11-23", consent_language: "es", language: "es" });
  });

  it("stores a filled honeypot as spam, answering exactly like a real submission", async () => {
    const words = distinctInquiry();
    const real = await postJson("/api/inquiries", words);
    const bot = await postJson("/api/inquiries", { ...words, website: "http://spam.example" });
    expect(bot.status).toBe(real.status);
    const [realBody, botBody] = [await real.json<Record<string, unknown>>(), await bot.json<Record<string, unknown>>()];
    expect(Object.keys(botBody).sort()).toEqual(Object.keys(realBody).sort());
    expect(botBody.id).toBe((realBody.id as number) + 1);
    expect([...bot.headers.keys()].sort()).toEqual([...real.headers.keys()].sort());
    const row = await env.DB.prepare("SELECT status, closed_at, created_at, name FROM inquiries WHERE id = ?").bind(botBody.id).first();
    expect(row).toMatchObject({ status: "spam", name: validInquiry.name });
    expect(row!.closed_at).toBe(row!.created_at);
  });

  it("normalizes names to NFC, so the same name is stored one way", async () => {
    const decomposed = "Jose\u0301 N\u0303u\u0301n\u0303ez"; // José Ñúñez typed with combining accents
    const res = await postJson("/api/inquiries", { ...validInquiry, name: decomposed });
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    const row = await env.DB.prepare("SELECT name FROM inquiries WHERE id = ?").bind(id).first<{ name: string }>();
    expect(row!.name).toBe("Jos\u00e9 \u00d1\u00fa\u00f1ez");
  });

  it("refuses invisible and bidi characters in name, e-mail and phone with a field code", async () => {
    const res = await postJson("/api/inquiries", {
      ...validInquiry,
      name: "\u200b\u200b",
      email: "ana\u202e@example.com",
      phone: "\u2066760 555 0100\u2069",
    });
    expect(res.status).toBe(400);
    const body = await res.json<FieldErrors>();
    expect(body.error.fields).toEqual({
      name: ["invalid_characters"],
      email: ["invalid_characters"],
      phone: ["invalid_characters"],
    });
  });

  it("does not let invalid submissions use up a network's quota of valid ones", async () => {
    const ip = "203.0.113.90";
    for (let i = 0; i < 8; i++) {
      const bad = await postJson("/api/inquiries", { ...validInquiry, email: "nope" }, { "CF-Connecting-IP": ip });
      expect(bad.status).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await postJson("/api/inquiries", distinctInquiry(), { "CF-Connecting-IP": ip })).status).toBe(201);
    }
  });

  it("counts an IPv6 client by its /64, so rotating addresses does not multiply the quota", async () => {
    const limiter = countingRateLimiter("INQUIRY_RATE_LIMITER");
    const { limit } = RATE_LIMITS.INQUIRY_RATE_LIMITER;
    const prefix = "2001:db8:77:1";
    for (let i = 1; i <= limit; i++) {
      const res = await postJson("/api/inquiries", distinctInquiry(), { "CF-Connecting-IP": `${prefix}::${i}` }, limiter.bindings);
      expect(res.status).toBe(201);
    }
    const over = await postJson(
      "/api/inquiries",
      distinctInquiry(),
      { "CF-Connecting-IP": `${prefix}:ffff:ffff:ffff:fff0` },
      limiter.bindings,
    );
    expect(over.status).toBe(429);
    // One key for the whole /64, and the neighbouring /64 is someone else.
    expect(new Set(limiter.keys).size).toBe(1);
    expect((await postJson("/api/inquiries", validInquiry, { "CF-Connecting-IP": "2001:db8:77:2::1" }, limiter.bindings)).status).toBe(201);
  });

  it("answers per-field error codes", async () => {
    const res = await postJson("/api/inquiries", { name: "", email: "nope", phone: "12", message: " " });
    expect(res.status).toBe(400);
    const body = await res.json<FieldErrors>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toEqual({
      name: ["required"],
      email: ["invalid_email"],
      phone: ["invalid_phone"],
      message: ["required"],
    });
  });

  it("limits each address to 5 messages a minute (429) without storing the extra one", async () => {
    const limiter = countingRateLimiter("INQUIRY_RATE_LIMITER");
    expect(RATE_LIMITS.INQUIRY_RATE_LIMITER).toEqual({ limit: 5, period: 60 });
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) {
      expect((await postJson("/api/inquiries", distinctInquiry(), { "CF-Connecting-IP": ip }, limiter.bindings)).status).toBe(201);
    }
    const before = await countInquiries();
    const res = await postJson("/api/inquiries", distinctInquiry(), { "CF-Connecting-IP": ip }, limiter.bindings);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect((await res.json<ErrorBody>()).error.code).toBe("rate_limited");
    expect(await countInquiries()).toBe(before);
    // Another address is unaffected.
    expect((await postJson("/api/inquiries", validInquiry, { "CF-Connecting-IP": "203.0.113.78" }, limiter.bindings)).status).toBe(201);
  });

  it("refuses bodies over 32 KB with 413", async () => {
    const res = await postJson("/api/inquiries", { ...validInquiry, message: "x".repeat(40_000) });
    expect(res.status).toBe(413);
    expect((await res.json<ErrorBody>()).error.code).toBe("payload_too_large");
  });

  it("refuses non-JSON bodies with 415", async () => {
    const res = await SELF.fetch(`${API}/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=a&email=b",
    });
    expect(res.status).toBe(415);
  });
});

describe("admin inquiry routes", () => {
  it("lists unresolved inquiries newest first, with no-store caching", async () => {
    const token = await loginAsNewAdmin();
    await env.DB.prepare(
      "INSERT INTO inquiries (name, email, phone, message, created_at) VALUES ('Old', 'o@example.com', '7605550100', 'old', '2026-01-01T00:00:00.000Z'), ('New', 'n@example.com', '7605550100', 'new', '2026-06-01T00:00:00.000Z')",
    ).run();
    const res = await SELF.fetch(`${API}/inquiries/unresolved`, authed(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const list = await res.json<InquiryDto[]>();
    const names = list.map((i) => i.name);
    expect(names.indexOf("New")).toBeLessThan(names.indexOf("Old"));
    expect(list.find((i) => i.name === "Old")).toEqual({
      id: expect.any(Number),
      name: "Old",
      email: "o@example.com",
      phone: "7605550100",
      message: "old",
      interest: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      status: "new",
      language: null,
      consent: null,
    });
  });

  it("resolves an inquiry once (idempotent), removes it from the list, 404s an unknown id", async () => {
    const token = await loginAsNewAdmin();
    const created = await (await postJson("/api/inquiries", validInquiry)).json<CreatedInquiryDto>();
    const first = await SELF.fetch(`${API}/inquiries/${created.id}/resolve`, authed(token, { method: "PUT" }));
    expect(first.status).toBe(200);
    const { resolvedAt } = await first.json<ResolvedInquiryDto>();
    expect(resolvedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await SELF.fetch(`${API}/inquiries/${created.id}/resolve`, authed(token, { method: "PUT" }));
    expect(again.status).toBe(200);
    expect((await again.json<ResolvedInquiryDto>()).resolvedAt).toBe(resolvedAt);

    const list = await (await SELF.fetch(`${API}/inquiries/unresolved`, authed(token))).json<InquiryDto[]>();
    expect(list.some((i) => i.id === created.id)).toBe(false);

    const missing = await SELF.fetch(`${API}/inquiries/987654/resolve`, authed(token, { method: "PUT" }));
    expect(missing.status).toBe(404);
    expect((await missing.json<ErrorBody>()).error.code).toBe("not_found");
  });

  it.each(["abc", "-1", "0", "1.5", "1e3", "99999999999999999999", "%27%20OR%201%3D1"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      const token = await loginAsNewAdmin();
      const res = await SELF.fetch(`${API}/inquiries/${id}/resolve`, authed(token, { method: "PUT" }));
      expect(res.status).toBe(400);
    },
  );

  it("refuses both admin routes without a live session", async () => {
    for (const [method, path] of [
      ["GET", "/inquiries/unresolved"],
      ["PUT", "/inquiries/1/resolve"],
    ] as const) {
      const res = await SELF.fetch(`${API}${path}`, { method });
      expect(res.status).toBe(401);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect((await res.json<ErrorBody>()).error.code).toBe("unauthorized");
    }
  });
});
