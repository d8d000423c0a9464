import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { authed, countInquiries, loginAsNewAdmin, postJson, validInquiry } from "./helpers";

const api = "https://clinic.test/api";

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry exactly as sent by the SPEC client and answers 201", async () => {
    const before = await countInquiries();
    const res = await postJson("/api/inquiries", validInquiry);
    expect(res.status).toBe(201);
    const body = await res.json<{ id: number; createdAt: string }>();
    expect(body.id).toBeGreaterThan(0);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await countInquiries()).toBe(before + 1);
    const row = await env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(body.id).first();
    expect(row).toMatchObject({ ...validInquiry, interest: null, consent: 0, resolved_at: null });
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
    const { id } = await res.json<{ id: number }>();
    const row = await env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({
      name: "José Ñúñez 👋",
      email: "jose@example.com",
      message: "Línea uno\r\nLínea dos <script>alert(1)</script>",
      interest: "asthma-copd",
      consent: 1,
    });
  });

  it("silently accepts but does not store a filled honeypot", async () => {
    const before = await countInquiries();
    const res = await postJson("/api/inquiries", { ...validInquiry, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await countInquiries()).toBe(before);
  });

  it("answers per-field error codes", async () => {
    const res = await postJson("/api/inquiries", { name: "", email: "nope", phone: "12", message: " " });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; fields: Record<string, string[]> } }>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toEqual({
      name: ["required"],
      email: ["invalid_email"],
      phone: ["invalid_phone"],
      message: ["required"],
    });
  });

  it("limits each address to 5 messages a minute (429) without storing the extra one", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) {
      expect((await postJson("/api/inquiries", validInquiry, { "CF-Connecting-IP": ip })).status).toBe(201);
    }
    const before = await countInquiries();
    const res = await postJson("/api/inquiries", validInquiry, { "CF-Connecting-IP": ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("rate_limited");
    expect(await countInquiries()).toBe(before);
    // Another address is unaffected.
    expect((await postJson("/api/inquiries", validInquiry, { "CF-Connecting-IP": "203.0.113.78" })).status).toBe(201);
  });

  it("refuses bodies over 32 KB with 413", async () => {
    const res = await postJson("/api/inquiries", { ...validInquiry, message: "x".repeat(40_000) });
    expect(res.status).toBe(413);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("payload_too_large");
  });

  it("refuses non-JSON bodies with 415", async () => {
    const res = await SELF.fetch(`${api}/inquiries`, {
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
    const res = await SELF.fetch(`${api}/inquiries/unresolved`, authed(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const list = await res.json<{ name: string; createdAt: string }[]>();
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
    });
  });

  it("resolves an inquiry once (idempotent), removes it from the list, 404s an unknown id", async () => {
    const token = await loginAsNewAdmin();
    const created = await (await postJson("/api/inquiries", validInquiry)).json<{ id: number }>();
    const first = await SELF.fetch(`${api}/inquiries/${created.id}/resolve`, authed(token, { method: "PUT" }));
    expect(first.status).toBe(200);
    const { resolvedAt } = await first.json<{ resolvedAt: string }>();
    expect(resolvedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await SELF.fetch(`${api}/inquiries/${created.id}/resolve`, authed(token, { method: "PUT" }));
    expect(again.status).toBe(200);
    expect((await again.json<{ resolvedAt: string }>()).resolvedAt).toBe(resolvedAt);

    const list = await (await SELF.fetch(`${api}/inquiries/unresolved`, authed(token))).json<{ id: number }[]>();
    expect(list.some((i) => i.id === created.id)).toBe(false);

    const missing = await SELF.fetch(`${api}/inquiries/987654/resolve`, authed(token, { method: "PUT" }));
    expect(missing.status).toBe(404);
    expect((await missing.json<{ error: { code: string } }>()).error.code).toBe("not_found");
  });

  it.each(["abc", "-1", "0", "1.5", "1e3", "99999999999999999999", "%27%20OR%201%3D1"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      const token = await loginAsNewAdmin();
      const res = await SELF.fetch(`${api}/inquiries/${id}/resolve`, authed(token, { method: "PUT" }));
      expect(res.status).toBe(400);
    },
  );

  it("refuses both admin routes without a live session", async () => {
    for (const [method, path] of [
      ["GET", "/inquiries/unresolved"],
      ["PUT", "/inquiries/1/resolve"],
    ] as const) {
      const res = await SELF.fetch(`${api}${path}`, { method });
      expect(res.status).toBe(401);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect((await res.json<{ error: { code: string } }>()).error.code).toBe("unauthorized");
    }
  });
});
