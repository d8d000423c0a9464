import { connect } from "node:net";
import { hostileInquiries } from "../lib/hostileInquiries.ts";

/**
 * A corpus of malformed or hostile requests against every endpoint. Each case is sent once; the run
 * reports how many answers were 5xx (must be none), how many 4xx, and which cases were valid on
 * purpose (those, and only those, may add inquiry rows).
 */
type FetchCase = {
  kind: "fetch";
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  valid?: boolean;
};
type RawCase = {
  kind: "raw";
  name: string;
  chunks: (string | Buffer)[];
  gapMs?: number;
  closeAfterMs?: number;
  valid?: boolean;
  /** Text that must not appear anywhere in the response (read until the server closes the connection). */
  forbidInResponse?: string;
};
export type HostileCase = FetchCase | RawCase;
/**
 * `fromApp` is false for answers that workerd's HTTP parser gives before any Worker code runs (they lack
 * the headers every response of ours carries); in production Cloudflare's edge parses HTTP instead.
 */
export type HostileOutcome = { name: string; status: number | "closed" | "error"; valid: boolean; fromApp: boolean; leaked: boolean };

const json = "application/json";
// A name of this run's own: a run repeated within minutes must not meet the last run's identical words.
const valid = {
  name: `Ana Ruiz ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`,
  email: "ana@example.com",
  phone: "(760) 555-0100",
  message: "Hola",
};
const withField = (field: string, value: unknown) => JSON.stringify({ ...valid, [field]: value });

export function buildCorpus(): HostileCase[] {
  const cases: HostileCase[] = [];
  const add = (c: Omit<FetchCase, "kind">) => cases.push({ kind: "fetch", ...c });

  for (const c of hostileInquiries(valid)) {
    const headers: Record<string, string> = c.contentType === null ? {} : { "content-type": c.contentType ?? json };
    if (c.encoding) headers["content-encoding"] = c.encoding;
    add({ name: `inquiry body: ${c.name}`, method: "POST", path: "/api/inquiries", headers, body: c.body });
  }
  const loginBodies: [string, string][] = [
    ["empty", ""],
    ["not JSON", "x"],
    ["null", "null"],
    ["array", "[]"],
    ["empty object", "{}"],
    ["username only", '{"username":"admin"}'],
    ["password only", '{"password":"x"}'],
    ["username number", '{"username":1,"password":"x"}'],
    ["password object", '{"username":"a","password":{}}'],
    ["username 1,000 chars", JSON.stringify({ username: "u".repeat(1000), password: "x" })],
    ["SQL injection", JSON.stringify({ username: "admin'--", password: "' OR 1=1 --" })],
    ["NUL in username", JSON.stringify({ username: "ad\u0000min", password: "x" })],
    ["extra field", JSON.stringify({ username: "a", password: "b", admin: true })],
    ["__proto__", '{"__proto__":{"x":1},"username":"a","password":"b"}'],
  ];
  for (const [name, body] of loginBodies) {
    add({ name: `login body: ${name}`, method: "POST", path: "/api/auth/login", headers: { "content-type": json }, body });
  }

  // Content types and encodings.
  for (const path of ["/api/inquiries", "/api/auth/login"]) {
    const body = JSON.stringify(valid);
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
      "application/json-patch+json",
      "*/*",
      "",
    ]) {
      add({ name: `${path} content-type "${type}"`, method: "POST", path, headers: type ? { "content-type": type } : {}, body });
    }
    add({
      name: `${path} gzip claimed, plain body`,
      method: "POST",
      path,
      headers: { "content-type": json, "content-encoding": "gzip" },
      body,
    });
    add({
      name: `${path} UTF-16 body`,
      method: "POST",
      path,
      headers: { "content-type": "application/json; charset=utf-16" },
      body: new Uint8Array(Buffer.from(body, "utf16le")),
    });
    add({
      name: `${path} invalid UTF-8`,
      method: "POST",
      path,
      headers: { "content-type": json },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    add({
      name: `${path} 1 MB body`,
      method: "POST",
      path,
      headers: { "content-type": json },
      body: withField("message", "x".repeat(1_000_000)),
    });
    add({ name: `${path} 8 MB body`, method: "POST", path, headers: { "content-type": json }, body: "[" + "1,".repeat(4_000_000) + "1]" });
    add({
      name: `${path} 8 KB cookie`,
      method: "POST",
      path,
      headers: { "content-type": json, cookie: `a=${"c".repeat(8000)}` },
      body: "{}",
    });
  }

  // Authorization on the admin endpoints.
  const admin: [string, string][] = [
    ["GET", "/api/inquiries/unresolved"],
    ["PUT", "/api/inquiries/1/resolve"],
    ["POST", "/api/auth/logout"],
  ];
  const authHeaders = [
    "",
    "Bearer",
    "Bearer ",
    "bearer abc",
    "Basic YWRtaW46YWRtaW4=",
    "Bearer null",
    "Bearer undefined",
    `Bearer ${"A".repeat(43)}`,
    `Bearer ${"x".repeat(10_000)}`,
    "Bearer ' OR 1=1 --",
    "Bearer a b",
    "Token abc",
  ];
  for (const [method, path] of admin) {
    for (const auth of authHeaders) {
      add({ name: `${method} ${path} auth "${auth.slice(0, 24)}"`, method, path, headers: auth ? { authorization: auth } : {} });
    }
  }

  // Methods and paths.
  const endpoints = [
    "/api/health",
    "/api/inquiries",
    "/api/inquiries/unresolved",
    "/api/auth/login",
    "/api/clinic-images",
    "/api/clinic-images/lab/full",
  ];
  for (const path of endpoints) {
    for (const method of ["DELETE", "PATCH", "PUT", "OPTIONS"]) add({ name: `${method} ${path}`, method, path });
  }
  const paths = [
    "/api/",
    "/api",
    "/api/nope",
    "/api/../wrangler.toml",
    "/api/%2e%2e/%2e%2e/etc/passwd",
    "/api/inquiries/%00/resolve",
    "/api/inquiries/1/resolve/extra",
    "//api//health",
    "/api/clinic-images/../../wrangler.json",
    "/api/clinic-images/lab/full%00",
    "/api/clinic-images/%252e%252e/full",
    "/api/clinic-images/" + "a".repeat(300) + "/full",
    "/api/inquiries/" + "9".repeat(400) + "/resolve",
    "/api/" + "x".repeat(8000),
    "/api/health?" + "q=1&".repeat(2000),
    "/api/inquiries/unresolved?token=abc",
    "/api/clinic-images/ñandú/full",
    "/api/clinic-images/lab/full?<script>",
    "/api/inquiries/-1/resolve",
    "/api/inquiries/1e9/resolve",
  ];
  for (const path of paths) {
    add({ name: `GET ${path.slice(0, 60)}`, method: "GET", path });
    add({ name: `PUT ${path.slice(0, 60)}`, method: "PUT", path });
  }

  // Raw sockets: partial, slow and malformed HTTP.
  // Each valid case has words of its own: the same words within minutes are answered with the first inquiry.
  const body = withField("message", "dripped byte by byte");
  const head = (extra: string) => `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`;
  cases.push(
    {
      kind: "raw",
      name: "raw: body shorter than Content-Length, then close",
      chunks: [head(`Content-Length: 500\r\n`), body.slice(0, 20)],
      closeAfterMs: 300,
    },
    { kind: "raw", name: "raw: headers only, then close", chunks: [head(`Content-Length: 100\r\n`)], closeAfterMs: 300 },
    {
      kind: "raw",
      name: "raw: valid body dripped byte by byte",
      chunks: [head(`Content-Length: ${Buffer.byteLength(body)}\r\n`), ...body.split("")],
      gapMs: 20,
      valid: true,
    },
    {
      kind: "raw",
      name: "raw: slow headers (3 s)",
      chunks: [
        "POST /api/inquiries HTTP/1.1\r\n",
        "Host: 127.0.0.1\r\n",
        "Content-Type: application/json\r\n",
        "Content-Length: 2\r\n\r\n{}",
      ],
      gapMs: 1000,
    },
    { kind: "raw", name: "raw: malformed chunk size", chunks: [head("Transfer-Encoding: chunked\r\n"), "zz\r\n{}\r\n0\r\n\r\n"] },
    {
      kind: "raw",
      name: "raw: chunked body cut off",
      chunks: [head("Transfer-Encoding: chunked\r\n"), '40\r\n{"name":'],
      closeAfterMs: 300,
    },
    {
      kind: "raw",
      name: "raw: Content-Length and Transfer-Encoding",
      chunks: [head("Content-Length: 2\r\nTransfer-Encoding: chunked\r\n"), "2\r\n{}\r\n0\r\n\r\n"],
    },
    { kind: "raw", name: "raw: negative Content-Length", chunks: [head("Content-Length: -5\r\n"), "{}"] },
    { kind: "raw", name: "raw: HTTP/1.0 request", chunks: [`GET /api/health HTTP/1.0\r\n\r\n`] },
    { kind: "raw", name: "raw: garbage request line", chunks: ["HELLO WORLD\r\n\r\n"] },
    { kind: "raw", name: "raw: TRACE method", chunks: ["TRACE /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"] },
    { kind: "raw", name: "raw: header without colon", chunks: ["GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header\r\n\r\n"] },
  );
  // A forged Host must never end up in an absolute URL the site serves (and caches).
  for (const path of ["/robots.txt", "/sitemap.xml"]) {
    for (const header of ["Host: evil.example", "Host: 127.0.0.1\r\nX-Forwarded-Host: evil.example"]) {
      cases.push({
        kind: "raw",
        name: `raw: GET ${path} with ${header.includes("Forwarded") ? "X-Forwarded-Host" : "Host"} evil.example`,
        chunks: [`GET ${path} HTTP/1.1\r\n${header}\r\nConnection: close\r\n\r\n`],
        forbidInResponse: "evil.example",
      });
    }
  }
  // Valid control requests: these must be stored (the row count may grow by exactly these).
  for (let i = 0; i < 3; i++) {
    add({
      name: `valid inquiry ${i + 1}`,
      method: "POST",
      path: "/api/inquiries",
      headers: { "content-type": json },
      body: withField("message", `control ${i}`),
      valid: true,
    });
  }
  // A UTF-8 byte order mark is dropped by the standard text decoder: still a valid request.
  add({
    name: "valid inquiry with a byte order mark",
    method: "POST",
    path: "/api/inquiries",
    headers: { "content-type": json },
    body: `\ufeff${withField("message", "after a byte order mark")}`,
    valid: true,
  });
  return cases;
}

type Answer = { status: HostileOutcome["status"]; fromApp: boolean; leaked: boolean };
const OUR_HEADER = /^x-content-type-options:/im;

function sendRaw(port: number, c: RawCase): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let settled = false;
    const statusOf = () => /^HTTP\/1\.[01] (\d{3})/.exec(received);
    const finish = (status: HostileOutcome["status"]) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const leaked = c.forbidInResponse !== undefined && received.includes(c.forbidInResponse);
      resolve({ status, fromApp: OUR_HEADER.test(received), leaked });
    };
    socket.setTimeout(15_000, () => finish("closed"));
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const match = statusOf();
      // Cases that inspect the body read on until the server closes the connection.
      if (match && received.includes("\r\n\r\n") && !c.forbidInResponse) finish(Number(match[1]));
    });
    socket.on("error", () => finish("closed"));
    socket.on("close", () => {
      const match = statusOf();
      finish(match ? Number(match[1]) : "closed");
    });
    socket.on("connect", async () => {
      for (const chunk of c.chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (c.gapMs) await new Promise((r) => setTimeout(r, c.gapMs));
      }
      if (c.closeAfterMs) setTimeout(() => finish("closed"), c.closeAfterMs);
    });
  });
}

export async function runHostile(origin: string, cases: HostileCase[]): Promise<HostileOutcome[]> {
  const port = Number(new URL(origin).port);
  const outcomes: HostileOutcome[] = [];
  for (const c of cases) {
    let answer: Answer;
    if (c.kind === "raw") {
      answer = await sendRaw(port, c);
    } else {
      try {
        const res = await fetch(origin + c.path, { method: c.method, headers: c.headers, body: c.body, redirect: "manual" });
        await res.arrayBuffer();
        answer = { status: res.status, fromApp: res.headers.has("x-content-type-options"), leaked: false };
      } catch {
        answer = { status: "error", fromApp: false, leaked: false };
      }
    }
    outcomes.push({ name: c.name, ...answer, valid: c.valid === true });
  }
  return outcomes;
}
