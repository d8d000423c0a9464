import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hostileInquiries } from "../../scripts/lib/hostileInquiries";
import { countInquiries, loginAsNewAdmin, nextIp, validInquiry, type ErrorBody } from "./helpers";

type Hostile = {
  name: string;
  method?: string;
  path?: string;
  body?: string;
  contentType?: string | null;
  encoding?: string;
  auth?: "admin" | string;
  expect: number;
};

const json = (value: unknown) => JSON.stringify(value);

const inquiryCases: Hostile[] = [
  ...hostileInquiries(validInquiry),
  { name: "wrong method on the collection", method: "DELETE", body: "", expect: 404 },
];

const loginCases: Hostile[] = [
  {
    name: "login: form content type",
    path: "/api/auth/login",
    body: "username=a",
    contentType: "application/x-www-form-urlencoded",
    expect: 415,
  },
  { name: "login: invalid JSON", path: "/api/auth/login", body: "{", expect: 400 },
  { name: "login: empty object", path: "/api/auth/login", body: "{}", expect: 400 },
  { name: "login: username array", path: "/api/auth/login", body: json({ username: ["a"], password: "x" }), expect: 400 },
  { name: "login: username too long", path: "/api/auth/login", body: json({ username: "u".repeat(65), password: "x" }), expect: 400 },
  { name: "login: password missing", path: "/api/auth/login", body: json({ username: "admin" }), expect: 400 },
  {
    name: "login: SQL injection",
    path: "/api/auth/login",
    body: json({ username: "admin' OR '1'='1", password: "' OR '1'='1" }),
    expect: 401,
  },
  { name: "login: oversize body", path: "/api/auth/login", body: json({ username: "a", password: "p".repeat(5000) }), expect: 413 },
];

const adminCases: Hostile[] = [
  { name: "list without a token", method: "GET", path: "/api/inquiries/unresolved", expect: 401 },
  { name: "list with an empty bearer", method: "GET", path: "/api/inquiries/unresolved", auth: "Bearer ", expect: 401 },
  { name: "list with Basic auth", method: "GET", path: "/api/inquiries/unresolved", auth: "Basic YWRtaW46YWRtaW4=", expect: 401 },
  { name: "list with an unknown token", method: "GET", path: "/api/inquiries/unresolved", auth: `Bearer ${"A".repeat(43)}`, expect: 401 },
  { name: "list with SQL as token", method: "GET", path: "/api/inquiries/unresolved", auth: "Bearer ' OR 1=1 --", expect: 401 },
  { name: "list with a huge token", method: "GET", path: "/api/inquiries/unresolved", auth: `Bearer ${"x".repeat(8000)}`, expect: 401 },
  { name: "resolve without a token", method: "PUT", path: "/api/inquiries/1/resolve", expect: 401 },
  { name: "resolve a word id", method: "PUT", path: "/api/inquiries/abc/resolve", auth: "admin", expect: 400 },
  { name: "resolve a negative id", method: "PUT", path: "/api/inquiries/-5/resolve", auth: "admin", expect: 400 },
  { name: "resolve an unknown id", method: "PUT", path: "/api/inquiries/424242/resolve", auth: "admin", expect: 404 },
  { name: "resolve with POST", method: "POST", path: "/api/inquiries/1/resolve", auth: "admin", expect: 404 },
  { name: "logout without a token", method: "POST", path: "/api/auth/logout", expect: 401 },
  {
    name: "list with a lower-case scheme and a bad token",
    method: "GET",
    path: "/api/inquiries/unresolved",
    auth: `bearer ${"B".repeat(43)}`,
    expect: 401,
  },
  { name: "erase without a token", method: "DELETE", path: "/api/inquiries/1", expect: 401 },
  { name: "erase a word id", method: "DELETE", path: "/api/inquiries/abc", auth: "admin", expect: 400 },
  { name: "erase an unknown id", method: "DELETE", path: "/api/inquiries/424242", auth: "admin", expect: 404 },
  { name: "audit without a token", method: "GET", path: "/api/audit", expect: 401 },
  { name: "audit with a word cursor", method: "GET", path: "/api/audit?cursor=abc", auth: "admin", expect: 400 },
  { name: "audit with a huge limit", method: "GET", path: "/api/audit?limit=100000", auth: "admin", expect: 400 },
  { name: "edit the audit log", method: "PUT", path: "/api/audit/1", auth: "admin", expect: 404 },
  { name: "delete the audit log", method: "DELETE", path: "/api/audit/1", auth: "admin", expect: 404 },
  { name: "reset a second factor without a token", method: "POST", path: "/api/staff/1/totp-reset", body: "{}", expect: 401 },
  {
    name: "reset the second factor of an unknown account",
    method: "POST",
    path: "/api/staff/999999/totp-reset",
    body: "{}",
    auth: "admin",
    expect: 404,
  },
  {
    name: "confirm a second factor without a token",
    method: "POST",
    path: "/api/auth/totp/confirm",
    body: json({ code: "123456" }),
    expect: 401,
  },
];

describe("hostile input never writes a row and always answers a 4xx JSON error", () => {
  let adminToken = "";
  let seededId = 0;
  beforeAll(async () => {
    adminToken = await loginAsNewAdmin();
    const row = await env.DB.prepare(
      "INSERT INTO inquiries (name, email, phone, message) VALUES ('Seed', 's@example.com', '7605550100', 'seed') RETURNING id",
    ).first<{ id: number }>();
    seededId = row!.id;
  });

  const cases = [...inquiryCases, ...loginCases, ...adminCases];
  it("has at least 40 cases", () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const before = await countInquiries();
    const headers: Record<string, string> = { "CF-Connecting-IP": nextIp() };
    if (c.contentType !== null) headers["Content-Type"] = c.contentType ?? "application/json";
    if (c.encoding) headers["Content-Encoding"] = c.encoding;
    if (c.auth) headers.Authorization = c.auth === "admin" ? `Bearer ${adminToken}` : c.auth;
    const method = c.method ?? "POST";
    const res = await SELF.fetch(`https://clinic.test${c.path ?? "/api/inquiries"}`, {
      method,
      headers,
      body: method === "GET" || c.body === undefined ? undefined : c.body,
    });
    expect(res.status).toBe(c.expect);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).not.toMatch(/at .*\.(ts|js):\d+/); // no stack traces
    expect(await countInquiries()).toBe(before);
    const seeded = await env.DB.prepare("SELECT status, closed_at, erased_at FROM inquiries WHERE id = ?").bind(seededId).first();
    expect(seeded).toEqual({ status: "new", closed_at: null, erased_at: null });
  });
});
