/**
 * Malformed or hostile bodies for `POST /api/inquiries`, each with the status the API must answer: one
 * corpus for the Worker test (which also checks that no row is written and that the error is JSON) and
 * for the benchmark (which sends them over real HTTP and counts 5xx answers, which must be none).
 */
export type HostileInquiry = {
  name: string;
  body: string;
  /** `null`: no Content-Type header at all; absent: application/json. */
  contentType?: string | null;
  encoding?: string;
  expect: 400 | 413 | 415;
};

type Inquiry = { name: string; email: string; phone: string; message: string };

export function hostileInquiries(valid: Inquiry): HostileInquiry[] {
  const json = (value: unknown) => JSON.stringify(value);
  const withField = (field: string, value: unknown) => json({ ...valid, [field]: value });
  const without = (field: string) => {
    const copy: Record<string, unknown> = { ...valid };
    delete copy[field];
    return json(copy);
  };
  let nested: unknown = valid.name;
  for (let i = 0; i < 500; i++) nested = { nested };
  const refused = (name: string, body: string): HostileInquiry => ({ name, body, expect: 400 });

  const cases: HostileInquiry[] = [
    // Not one JSON object.
    refused("empty body", ""),
    refused("whitespace body", "   \n"),
    refused("not JSON at all", "hello"),
    refused("truncated JSON", '{"name": "Ana"'),
    refused("trailing garbage", `${json(valid)}garbage`),
    refused("two JSON documents", `${json(valid)}${json(valid)}`),
    refused("JSON null", "null"),
    refused("JSON true", "true"),
    refused("JSON number", "42"),
    refused("JSON string", '"name"'),
    refused("JSON array", "[]"),
    refused("array of valid objects", json([valid, valid])),
    refused("empty object", "{}"),
    refused("NaN literal", '{"name": NaN}'),
    refused("single quotes", "{'name':'Ana'}"),
    refused("comments in JSON", '{/* c */"name":"Ana"}'),
    // Keys nobody asked for.
    refused("__proto__ key", `{"__proto__":{"admin":true},${json(valid).slice(1)}`),
    refused("constructor pollution", withField("constructor", { prototype: { isAdmin: true } })),
    refused("unknown extra field", withField("isAdmin", true)),
    refused("deeply nested object", withField("name", nested)),
    refused("deeply nested array", withField("name", JSON.parse("[".repeat(800) + "]".repeat(800)))),
    refused(
      "5,000-element array field",
      withField(
        "message",
        Array.from({ length: 5000 }, (_, i) => i),
      ),
    ),
    // Field by field.
    refused("name over 100 characters", withField("name", "A".repeat(101))),
    refused("name without any letter", withField("name", "12345")),
    refused("newline in the name", withField("name", "Ana\nBcc: x@example.com")),
    refused("message over 5,000 characters", withField("message", "m".repeat(5001))),
    refused("email over 254 characters", withField("email", `${"a".repeat(250)}@example.com`)),
    refused("email without @", withField("email", "maria.example.com")),
    refused("email with spaces", withField("email", "maria lopez@example.com")),
    refused("email with a script tag", withField("email", "<script>@example.com")),
    refused("SQL in the email", withField("email", "a@b.com' OR '1'='1")),
    refused("letters for a phone", withField("phone", "call me maybe")),
    refused("too few phone digits", withField("phone", "555-01")),
    refused("too many phone digits", withField("phone", "1234567890123456")),
    refused("SQL in the phone", withField("phone", "555-0100'; DROP TABLE inquiries;--")),
    refused("unknown interest", withField("interest", "oncology")),
    refused("consent false", withField("consent", false)),
    refused("consent as a string", withField("consent", "yes")),
    refused("honeypot as a number", withField("website", 1)),
    refused("honeypot as an object", withField("website", { a: 1 })),
    refused("unknown consent version", withField("consentVersion", "1999-01-01")),
    refused("unknown language", withField("language", "fr")),
    // Transport.
    { name: "gzip claimed on a plain body", body: json(valid), encoding: "gzip", expect: 415 },
    { name: "text/plain content type", body: json(valid), contentType: "text/plain", expect: 415 },
    { name: "no content type", body: json(valid), contentType: null, expect: 415 },
    { name: "JSON look-alike content type", body: json(valid), contentType: "application/jsonp", expect: 415 },
    { name: "oversize body", body: withField("message", "x".repeat(33_000)), expect: 413 },
  ];

  // Every required text field: missing, the wrong type, empty, or holding control characters.
  const wrongValues: [string, unknown][] = [
    ["null", null],
    ["a number", 7],
    ["a boolean", false],
    ["an array", ["x"]],
    ["an object", { x: 1 }],
    ["empty", ""],
    ["whitespace only", " \n\t "],
    ["a NUL byte", "a\u0000b"],
    ["an escape sequence", "a\u001b[2Jb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "Ana \ud800"],
    ["a lone low surrogate", "hi \udc00 there"],
  ];
  for (const field of ["name", "email", "phone", "message"]) {
    cases.push(refused(`missing ${field}`, without(field)));
    for (const [label, value] of wrongValues) cases.push(refused(`${field} is ${label}`, withField(field, value)));
  }

  // Characters that change how text is shown without being seen: refused in the identifying fields
  // (a message may hold emoji sequences, which use joiners, so it is not in this loop).
  const spoofing: [string, string][] = [
    ["right-to-left override", "Ana \u202egnp.exe"],
    ["bidi isolate", "Ana \u2066López\u2069"],
    ["left-to-right embedding", "\u202aAna"],
    ["zero-width spaces only", "\u200b\u200b\u200b"],
    ["zero-width space", "ma\u200bria"],
    ["zero-width joiner", "An\u200da"],
    ["word joiner", "Ana\u2060María"],
    ["byte order mark inside", "Ana\ufeffMaría"],
    ["Hangul filler", "\u3164"],
    ["tag characters", "Ana\u{e0041}\u{e0042}"],
    ["line separator", "Ana\u2028María"],
    ["paragraph separator", "760\u2029555 0100"],
    ["right-to-left mark", "\u200f(760) 555-0100"],
  ];
  for (const field of ["name", "email", "phone"]) {
    for (const [label, value] of spoofing) cases.push(refused(`${label} in the ${field}`, withField(field, value)));
  }
  return cases;
}
