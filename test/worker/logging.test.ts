import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureConsole, createAdmin, fetchWithBindings, lockedDatabase, nextIp, validInquiry, type ErrorBody, API } from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const call = fetchWithBindings;

const secretInquiry = {
  name: "Zenaida Quiñones-Privada",
  email: "zenaida.private@example.com",
  phone: "(760) 555-0199",
  message: "Tengo insuficiencia cardíaca y diabetes tipo 2",
  consent: true,
};
const personalValues = [secretInquiry.name, secretInquiry.email, secretInquiry.phone, "insuficiencia", "diabetes"];

afterEach(() => vi.restoreAllMocks());

describe("when storage fails, no personal data reaches a log line (security review, findings 1-2)", () => {
  it("answers 503 with Retry-After and the JSON error shape when D1 is locked, and logs none of the submitted values", async () => {
    let res: Response | undefined;
    const output = await captureConsole(async () => {
      res = await call(
        "/api/inquiries",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
          body: JSON.stringify(secretInquiry),
        },
        { DB: lockedDatabase() },
      );
    });
    expect(res!.status).toBe(503);
    expect(res!.headers.get("Retry-After")).toBe("10");
    expect(await res!.json()).toEqual({
      error: { code: "storage_unavailable", message: "The service is busy for a moment. Please try again shortly." },
    });
    expect(output).toContain("storage_unavailable"); // something useful was logged...
    expect(output).toContain("/api/inquiries");
    for (const value of personalValues) expect(output).not.toContain(value); // ...and nothing personal
    expect(output).not.toMatch(/Failed query|params|insert into/i);
  });

  it("logs a real query failure (a missing table) as a 500 with its class and route, without the query's values", async () => {
    await env.DB.prepare("ALTER TABLE inquiries RENAME TO inquiries_away").run();
    let res: Response | undefined;
    try {
      const output = await captureConsole(async () => {
        res = await SELF.fetch(`${API}/inquiries`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
          body: JSON.stringify(secretInquiry),
        });
      });
      expect(res!.status).toBe(500);
      const body = await res!.json<ErrorBody>();
      expect(body.error.code).toBe("internal_error");
      for (const value of personalValues) expect(JSON.stringify(body)).not.toContain(value);
      expect(output).toMatch(/"errorClass":"\w+/);
      expect(output).toContain("unhandled_error");
      for (const value of personalValues) expect(output).not.toContain(value);
      expect(output).not.toMatch(/no such table|insert into/i);
    } finally {
      await env.DB.prepare("ALTER TABLE inquiries_away RENAME TO inquiries").run();
    }
  });

  it("logs neither the username nor the token when login storage fails", async () => {
    const { username, password } = await createAdmin();
    let res: Response | undefined;
    const output = await captureConsole(async () => {
      res = await call(
        "/api/auth/login",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
          body: JSON.stringify({ username, password }),
        },
        { DB: lockedDatabase() },
      );
    });
    expect(res!.status).toBe(503);
    expect(output).not.toContain(username);
    expect(output).not.toContain(password);
  });

  it("treats the runtime's opaque 'internal error; reference = …' (how workerd reports a locked SQLite file) as busy: 503", async () => {
    const res = await call(
      "/api/auth/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ username: "someone", password: "long enough password" }),
      },
      { DB: lockedDatabase({ message: "internal error; reference = 4v2mq8aa2ltqk7f1bcd5ds3e" }) },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
  });

  it("logs no token or hash when session storage fails", async () => {
    const token = "A".repeat(43);
    let res: Response | undefined;
    const output = await captureConsole(async () => {
      res = await call("/api/inquiries/unresolved", { headers: { Authorization: `Bearer ${token}` } }, { DB: lockedDatabase() });
    });
    expect(res!.status).toBe(503);
    expect(output).not.toContain(token);
    expect(output).not.toMatch(/[0-9a-f]{64}/);
  });

  it("keeps a stored inquiry intact when a later request fails", async () => {
    const stored = await SELF.fetch(`${API}/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(validInquiry),
    });
    const { id } = await stored.json<CreatedInquiryDto>();
    const output = await captureConsole(async () => {
      const failed = await call(
        "/api/inquiries",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(validInquiry) },
        { DB: lockedDatabase() },
      );
      expect(failed.status).toBe(503);
    });
    expect(output).toContain("storage_unavailable");
    const row = await env.DB.prepare("SELECT name, message FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toEqual({ name: validInquiry.name, message: validInquiry.message });
  });
});
