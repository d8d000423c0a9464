import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { countInquiries, loginAsNewAdmin, nextIp, validInquiry } from "./helpers";

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
const withField = (field: string, value: unknown) => json({ ...validInquiry, [field]: value });
const without = (field: string) => {
  const copy: Record<string, unknown> = { ...validInquiry };
  delete copy[field];
  return json(copy);
};
let nested: unknown = validInquiry.name;
for (let i = 0; i < 500; i++) nested = { nested };

const inquiryCases: Hostile[] = [
  { name: "not JSON at all", body: "hello", expect: 400 },
  { name: "truncated JSON", body: '{"name": "Ana"', expect: 400 },
  { name: "empty body", body: "", expect: 400 },
  { name: "JSON null", body: "null", expect: 400 },
  { name: "JSON array", body: "[]", expect: 400 },
  { name: "array of valid objects", body: json([validInquiry]), expect: 400 },
  { name: "JSON string", body: '"name"', expect: 400 },
  { name: "JSON number", body: "42", expect: 400 },
  { name: "missing name", body: without("name"), expect: 400 },
  { name: "missing email", body: without("email"), expect: 400 },
  { name: "missing phone", body: without("phone"), expect: 400 },
  { name: "missing message", body: without("message"), expect: 400 },
  { name: "name is a number", body: withField("name", 12), expect: 400 },
  { name: "name is an array", body: withField("name", ["Ana"]), expect: 400 },
  { name: "name is null", body: withField("name", null), expect: 400 },
  { name: "email is a number", body: withField("email", 5), expect: 400 },
  { name: "phone is a number", body: withField("phone", 7605550100), expect: 400 },
  { name: "message is an object", body: withField("message", { text: "hi" }), expect: 400 },
  { name: "message is boolean", body: withField("message", true), expect: 400 },
  { name: "empty name", body: withField("name", ""), expect: 400 },
  { name: "whitespace-only message", body: withField("message", " \n\t "), expect: 400 },
  { name: "name over 100 characters", body: withField("name", "A".repeat(101)), expect: 400 },
  { name: "message over 5,000 characters", body: withField("message", "m".repeat(5001)), expect: 400 },
  { name: "email over 254 characters", body: withField("email", `${"a".repeat(250)}@example.com`), expect: 400 },
  { name: "email without @", body: withField("email", "maria.example.com"), expect: 400 },
  { name: "email with spaces", body: withField("email", "maria lopez@example.com"), expect: 400 },
  { name: "email with a script tag", body: withField("email", "<script>@example.com"), expect: 400 },
  { name: "letters for a phone", body: withField("phone", "call me maybe"), expect: 400 },
  { name: "too few phone digits", body: withField("phone", "555-01"), expect: 400 },
  { name: "too many phone digits", body: withField("phone", "1234567890123456"), expect: 400 },
  { name: "SQL in the phone", body: withField("phone", "555-0100'; DROP TABLE inquiries;--"), expect: 400 },
  { name: "NUL byte in the name", body: withField("name", "Ana\u0000Admin"), expect: 400 },
  { name: "newline in the name", body: withField("name", "Ana\nBcc: x@example.com"), expect: 400 },
  { name: "escape character in the message", body: withField("message", "hi \u001b[31m red"), expect: 400 },
  { name: "C1 control in the email", body: withField("email", "maria\u0085@example.com"), expect: 400 },
  { name: "lone surrogate in the name", body: withField("name", "Ana \ud800"), expect: 400 },
  { name: "lone low surrogate in the message", body: withField("message", "hi \udc00 there"), expect: 400 },
  {
    name: "gzip claimed on a plain body",
    body: JSON.stringify(validInquiry),
    contentType: "application/json",
    encoding: "gzip",
    expect: 415,
  },
  { name: "unknown interest", body: withField("interest", "oncology"), expect: 400 },
  { name: "consent false", body: withField("consent", false), expect: 400 },
  { name: "consent as a string", body: withField("consent", "yes"), expect: 400 },
  { name: "unknown extra field", body: withField("isAdmin", true), expect: 400 },
  { name: "__proto__ key", body: `{"__proto__":{"admin":true},${json(validInquiry).slice(1)}`, expect: 400 },
  { name: "honeypot as a number", body: withField("website", 1), expect: 400 },
  { name: "deeply nested object", body: withField("name", nested), expect: 400 },
  { name: "text/plain content type", body: json(validInquiry), contentType: "text/plain", expect: 415 },
  { name: "no content type", body: json(validInquiry), contentType: null, expect: 415 },
  { name: "form content type", body: "name=a&email=b", contentType: "application/x-www-form-urlencoded", expect: 415 },
  { name: "JSON look-alike content type", body: json(validInquiry), contentType: "application/jsonp", expect: 415 },
  { name: "oversize body", body: withField("message", "x".repeat(33_000)), expect: 413 },
  // Unicode that changes how text is shown without being seen (security review, finding 5).
  { name: "right-to-left override in the name", body: withField("name", "Ana \u202egnp.exe"), expect: 400 },
  { name: "bidi isolate in the name", body: withField("name", "Ana \u2066López\u2069"), expect: 400 },
  { name: "left-to-right embedding in the name", body: withField("name", "\u202aAna"), expect: 400 },
  { name: "name of zero-width spaces only", body: withField("name", "\u200b\u200b\u200b"), expect: 400 },
  { name: "zero-width joiner in the name", body: withField("name", "An\u200da"), expect: 400 },
  { name: "word joiner in the name", body: withField("name", "Ana\u2060María"), expect: 400 },
  { name: "byte order mark inside the name", body: withField("name", "Ana\ufeffMaría"), expect: 400 },
  { name: "Hangul filler as a name", body: withField("name", "\u3164"), expect: 400 },
  { name: "tag characters in the name", body: withField("name", "Ana\u{e0041}\u{e0042}"), expect: 400 },
  { name: "line separator in the name", body: withField("name", "Ana\u2028María"), expect: 400 },
  { name: "paragraph separator in the phone", body: withField("phone", "760\u2029555 0100"), expect: 400 },
  { name: "zero-width space in the email", body: withField("email", "ma\u200bria@example.com"), expect: 400 },
  { name: "right-to-left mark in the phone", body: withField("phone", "\u200f(760) 555-0100"), expect: 400 },
  { name: "name without any letter", body: withField("name", "12345"), expect: 400 },
  { name: "unknown consent version", body: withField("consentVersion", "1999-01-01"), expect: 400 },
  { name: "unknown language", body: withField("language", "fr"), expect: 400 },
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
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).not.toMatch(/at .*\.(ts|js):\d+/); // no stack traces
    expect(await countInquiries()).toBe(before);
    const seeded = await env.DB.prepare("SELECT status, closed_at, erased_at FROM inquiries WHERE id = ?").bind(seededId).first();
    expect(seeded).toEqual({ status: "new", closed_at: null, erased_at: null });
  });
});
