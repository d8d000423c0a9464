import { describe, expect, it } from "vitest";
import { investigatorNames, preflightProblems, wranglerFailure, type CheckedConfig, type PreflightInput } from "./preflight.ts";

const production: CheckedConfig = {
  name: "clinic-site",
  vars: {
    SITE_ORIGIN: "https://research.fronteraclinic.org",
    REQUIRE_TOTP: "true",
    STAFF_NOTIFY_TO: "equipo@fronteraclinic.org",
    STAFF_NOTIFY_FROM: "sitio@fronteraclinic.org",
    MESSAGES_FROM: "estudios@fronteraclinic.org",
    MESSAGES_REPLY_DOMAIN: "reply.fronteraclinic.org",
    TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
    TWILIO_MESSAGING_SERVICE_SID: `MG${"b".repeat(32)}`,
    REGISTRY_API_BASE: "",
  },
  routes: [{ pattern: "research.fronteraclinic.org", custom_domain: true }],
  workers_dev: false,
  d1_databases: [{ binding: "DB", database_name: "clinic-site", database_id: "6f1c0a52-1d6e-4c3b-9a51-2f0d8e7b4c10" }],
  r2_buckets: [
    { binding: "IMAGES", bucket_name: "clinic-site-images" },
    { binding: "SHEETS", bucket_name: "clinic-site-registry-sheets" },
  ],
  queues: {
    producers: [
      { binding: "CAMPAIGN_QUEUE", queue: "clinic-site-campaigns" },
      { binding: "STEP_QUEUE", queue: "clinic-site-steps" },
    ],
    consumers: [
      { queue: "clinic-site-campaigns", dead_letter_queue: "clinic-site-campaigns-dlq" },
      { queue: "clinic-site-campaigns-dlq" },
      { queue: "clinic-site-steps", dead_letter_queue: "clinic-site-steps-dlq" },
      { queue: "clinic-site-steps-dlq" },
    ],
  },
  ratelimits: [
    { name: "INQUIRY_RATE_LIMITER", namespace_id: "1001" },
    { name: "LOGIN_NETWORK_RATE_LIMITER", namespace_id: "1002" },
  ],
  limits: { cpu_ms: 300 },
  triggers: { crons: ["30 10 * * *", "* * * * *"] },
  send_email: [{ name: "EMAIL" }],
};
const staging: CheckedConfig = {
  ...production,
  name: "clinic-site-staging",
  vars: {
    ...production.vars,
    SITE_ORIGIN: "https://staging.fronteraclinic.org",
    REQUIRE_TOTP: "true",
    MESSAGES_REPLY_DOMAIN: "reply-staging.fronteraclinic.org",
    TWILIO_MESSAGING_SERVICE_SID: `MG${"c".repeat(32)}`,
  },
  routes: [{ pattern: "staging.fronteraclinic.org", custom_domain: true }],
  d1_databases: [{ binding: "DB", database_name: "clinic-site-staging", database_id: "0b7d3e11-8a2f-4f6c-b1d2-93e4c5a6f708" }],
  r2_buckets: [
    { binding: "IMAGES", bucket_name: "clinic-site-staging-images" },
    { binding: "SHEETS", bucket_name: "clinic-site-staging-registry-sheets" },
  ],
  queues: {
    producers: [
      { binding: "CAMPAIGN_QUEUE", queue: "clinic-site-staging-campaigns" },
      { binding: "STEP_QUEUE", queue: "clinic-site-staging-steps" },
    ],
    consumers: [
      { queue: "clinic-site-staging-campaigns", dead_letter_queue: "clinic-site-staging-campaigns-dlq" },
      { queue: "clinic-site-staging-campaigns-dlq" },
      { queue: "clinic-site-staging-steps", dead_letter_queue: "clinic-site-staging-steps-dlq" },
      { queue: "clinic-site-staging-steps-dlq" },
    ],
  },
  ratelimits: [
    { name: "INQUIRY_RATE_LIMITER", namespace_id: "2001" },
    { name: "LOGIN_NETWORK_RATE_LIMITER", namespace_id: "2002" },
  ],
};
/** Staging's step queue and its dead letters, kept while a case changes the campaigns' queue. */
const stepConsumers = staging.queues.consumers!.slice(2);
const complete: PreflightInput = {
  env: "staging",
  config: staging,
  production,
  cronsInFile: 4,
  identity: {
    phone: "(760) 352-1234",
    phoneE164: "+17603521234",
    email: "estudios@fronteraclinic.org",
    street: "245 Main Street",
    investigators: ["María Robles, MD", "Dra. María Robles", "Jorge Salcedo, MD", "Dr. Jorge Salcedo"],
  },
  secrets: { names: ["AUDIT_HMAC_KEY", "SECOND_FACTOR_KEY", "MESSAGING_KEY", "TWILIO_AUTH_TOKEN"] },
};
const withConfig = (change: Partial<CheckedConfig>, vars: Record<string, string> = {}): PreflightInput => ({
  ...complete,
  config: { ...staging, ...change, vars: { ...staging.vars, ...vars } },
});

describe("npm run preflight", () => {
  it("passes a complete staging config, and the same for production", () => {
    expect(preflightProblems(complete)).toEqual([]);
    expect(preflightProblems({ ...complete, env: "production", config: production, production: undefined })).toEqual([]);
  });

  // Each problem alone makes the preflight fail, with its own words.
  // Each case names every problem it should cause (one, except where one mistake breaks two rules).
  const cases: [string, PreflightInput, RegExp | RegExp[]][] = [
    [
      "example phone",
      { ...complete, identity: { ...complete.identity, phone: "(760) 555-0142", phoneE164: "+17605550142" } },
      /phone .* example/,
    ],
    ["example e-mail", { ...complete, identity: { ...complete.identity, email: "research@example.com" } }, /e-mail .* example/],
    ["placeholder street", { ...complete, identity: { ...complete.identity, street: "100 Placeholder Avenue" } }, /street .* placeholder/],
    [
      "the fictional investigators",
      { ...complete, identity: { ...complete.identity, investigators: ["Ana Ejemplo, MD", "Dra. Ana Ejemplo", "Jorge Salcedo, MD"] } },
      /team\.ts: the investigators "Ana Ejemplo, MD", "Dra\. Ana Ejemplo" are the fictional examples/,
    ],
    [
      "a database id that is not a UUID",
      withConfig({ d1_databases: [{ binding: "DB", database_name: "x", database_id: "clinic-site-staging" }] }),
      /no real id \(clinic-site-staging, not the UUID/,
    ],
    [
      "no dead-letter queue",
      withConfig({
        queues: { producers: staging.queues.producers, consumers: [{ queue: "clinic-site-staging-campaigns" }, ...stepConsumers] },
      }),
      /no dead-letter queue/,
    ],
    [
      "a dead-letter queue nothing consumes",
      withConfig({
        queues: {
          producers: staging.queues.producers,
          consumers: [{ queue: "clinic-site-staging-campaigns", dead_letter_queue: "clinic-site-staging-campaigns-dlq" }, ...stepConsumers],
        },
      }),
      /dead-letter queue "clinic-site-staging-campaigns-dlq" is not .* consumed by this Worker/,
    ],
    [
      "secrets copied from .dev.vars.example (offline)",
      {
        ...complete,
        secrets: {
          names: ["AUDIT_HMAC_KEY", "SECOND_FACTOR_KEY", "MESSAGING_KEY", "TWILIO_AUTH_TOKEN"],
          unusable: ["MESSAGING_KEY", "TWILIO_AUTH_TOKEN"],
        },
      },
      [/MESSAGING_KEY is empty or still the example's value/, /TWILIO_AUTH_TOKEN is empty or still the example's value/],
    ],
    [
      "a sender on a public mail service",
      withConfig({}, { STAFF_NOTIFY_FROM: "fronteraclinic@gmail.com" }),
      /STAFF_NOTIFY_FROM .* not a sender/,
    ],
    [
      "a reply domain that is a whole domain under a country's",
      withConfig({}, { MESSAGES_REPLY_DOMAIN: "fronteraclinic.org.mx", MESSAGES_FROM: "estudios@fronteraclinic.org.mx" }),
      /MESSAGES_REPLY_DOMAIN "fronteraclinic\.org\.mx" is a whole domain/,
    ],
    [
      "staging on production's Twilio service",
      withConfig({}, { TWILIO_MESSAGING_SERVICE_SID: production.vars.TWILIO_MESSAGING_SERVICE_SID as string }),
      /production's Twilio Messaging Service/,
    ],
    [
      "staging on production's reply subdomain",
      withConfig({}, { MESSAGES_REPLY_DOMAIN: "reply.fronteraclinic.org" }),
      /production's reply subdomain/,
    ],
    [
      "staging on production's dead-letter queue",
      withConfig({
        queues: {
          producers: staging.queues.producers,
          consumers: [{ queue: "clinic-site-staging-campaigns", dead_letter_queue: "clinic-site-campaigns-dlq" }, ...stepConsumers],
        },
      }),
      [/not "clinic-site-staging-campaigns-dlq" consumed by this Worker/, /production's dead-letter queue/],
    ],
    [
      "staging on production's rate-limit namespaces",
      withConfig({
        ratelimits: [
          { name: "INQUIRY_RATE_LIMITER", namespace_id: "1001" },
          { name: "LOGIN_NETWORK_RATE_LIMITER", namespace_id: "2002" },
        ],
      }),
      /staging counts INQUIRY_RATE_LIMITER in production's rate-limit namespaces/,
    ],
    [
      "example origin",
      withConfig({}, { SITE_ORIGIN: "https://research.example.com" }),
      [/SITE_ORIGIN is still the example "https:\/\/research\.example\.com"/, /no route or custom domain serves research\.example\.com/],
    ],
    ["origin without https", withConfig({}, { SITE_ORIGIN: "http://staging.fronteraclinic.org" }), /SITE_ORIGIN is "http:/],
    ["no route for the origin", withConfig({ routes: [] }), /no route or custom domain serves staging\.fronteraclinic\.org/],
    ["workers.dev left on", withConfig({ workers_dev: true }), /workers\.dev address/],
    [
      "all-zero database id",
      withConfig({ d1_databases: [{ binding: "DB", database_name: "x", database_id: "00000000-0000-0000-0000-000000000000" }] }),
      /no real id/,
    ],
    ["no buckets", withConfig({ r2_buckets: [] }), [/no R2 bucket is bound as IMAGES/, /no R2 bucket is bound as SHEETS/]],
    [
      "no bucket for sheet photos",
      withConfig({ r2_buckets: [{ binding: "IMAGES", bucket_name: "clinic-site-staging-images" }] }),
      /no R2 bucket is bound as SHEETS/,
    ],
    ["no queues", withConfig({ queues: {} }), [/campaigns' queue is not both produced/, /step queue is not both produced/]],
    [
      "a queue produced but not consumed",
      withConfig({ queues: { producers: staging.queues.producers, consumers: stepConsumers } }),
      /campaigns' queue is not both produced/,
    ],
    [
      "a step queue without its dead-letter queue",
      withConfig({
        queues: {
          producers: staging.queues.producers,
          consumers: [...staging.queues.consumers!.slice(0, 2), { queue: "clinic-site-staging-steps" }],
        },
      }),
      /the step queue has no dead-letter queue/,
    ],
    [
      "staging on production's queue",
      withConfig({ queues: production.queues }),
      [
        /production's campaigns' queue/,
        /failed messages of the campaigns' queue land in production's dead-letter queue/,
        /production's step queue/,
        /failed messages of the step queue land in production's dead-letter queue/,
      ],
    ],
    ["staging on production's Worker", withConfig({ name: "clinic-site" }), /production's Worker/],
    ["staging on production's database", withConfig({ d1_databases: production.d1_databases }), /production's D1/],
    [
      "staging on production's buckets",
      withConfig({ r2_buckets: production.r2_buckets }),
      [/production's R2 bucket for IMAGES/, /production's R2 bucket for SHEETS/],
    ],
    [
      "staging on production's sheet bucket",
      withConfig({ r2_buckets: [staging.r2_buckets[0]!, production.r2_buckets[1]!] }),
      /production's R2 bucket for SHEETS/,
    ],
    [
      "staging without a var production has",
      {
        ...complete,
        config: { ...staging, vars: Object.fromEntries(Object.entries(staging.vars).filter(([name]) => name !== "REQUIRE_TOTP")) },
      },
      /lacks REQUIRE_TOTP$/,
    ],
    [
      "staging on production's origin",
      withConfig({ routes: production.routes }, { SITE_ORIGIN: "https://research.fronteraclinic.org" }),
      /production's SITE_ORIGIN/,
    ],
    ["reply domain without sender", withConfig({}, { MESSAGES_FROM: "" }), /e-mail to people is half set/],
    [
      "reply domain is the whole domain",
      withConfig({}, { MESSAGES_REPLY_DOMAIN: "fronteraclinic.org" }),
      /take over the staff's mailboxes/,
    ],
    ["staff e-mail half set", withConfig({}, { STAFF_NOTIFY_FROM: "" }), /staff e-mail is half set/],
    ["staff e-mail off", withConfig({}, { STAFF_NOTIFY_FROM: "", STAFF_NOTIFY_TO: "" }), /staff e-mail is off/],
    ["example sender", withConfig({}, { MESSAGES_FROM: "team@example.com" }), /MESSAGES_FROM .* not a sender/],
    ["no send_email binding", withConfig({ send_email: [] }), /send_email binding/],
    ["Twilio half set", withConfig({}, { TWILIO_MESSAGING_SERVICE_SID: "" }), /texting is half set/],
    ["malformed account SID", withConfig({}, { TWILIO_ACCOUNT_SID: "AC123" }), /not an account SID/],
    [
      "local stand-in left in",
      withConfig({}, { REGISTRY_API_BASE: "http://127.0.0.1:8789/api/v2" }),
      /REGISTRY_API_BASE points at a local stand-in/,
    ],
    [
      "a missing secret",
      { ...complete, secrets: { names: ["AUDIT_HMAC_KEY", "SECOND_FACTOR_KEY", "MESSAGING_KEY"] } },
      /TWILIO_AUTH_TOKEN is not set/,
    ],
    ["secrets not listable", { ...complete, secrets: { error: "not authenticated" } }, /could not be listed \(not authenticated\)/],
    ["Free plan", withConfig({ limits: undefined }), /needs Workers Paid/],
    ["crons over the limit", { ...complete, cronsInFile: 251 }, /251 Cron Triggers/],
    [
      "no second factor in production",
      {
        ...complete,
        env: "production",
        production: undefined,
        config: { ...production, vars: { ...production.vars, REQUIRE_TOTP: "false" } },
      },
      /REQUIRE_TOTP is off/,
    ],
  ];
  it.each(cases)("fails on %s, saying what and how to fix it", (_name, input, expected) => {
    const problems = preflightProblems(input);
    const patterns = Array.isArray(expected) ? expected : [expected];
    expect(problems.map((problem) => problem.what)).toHaveLength(patterns.length);
    patterns.forEach((pattern, i) => expect(problems[i]!.what).toMatch(pattern));
    for (const problem of problems) expect(problem.fix.length).toBeGreaterThan(10);
  });

  it("quotes wrangler's own reason when the secrets cannot be listed, not the path of its log file", () => {
    const output = [
      "",
      "\x1b[31m✘ \x1b[41;31m[\x1b[41;97mERROR\x1b[41;31m]\x1b[0m In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.",
      "",
      '🪵  Logs were written to "/root/.config/.wrangler/logs/wrangler.log"',
    ].join("\n");
    expect(wranglerFailure(output)).toMatch(/^In a non-interactive environment, .*CLOUDFLARE_API_TOKEN/);
    expect(wranglerFailure('Something broke\n🪵  Logs were written to "/x.log"')).toBe("Something broke");
  });

  it("asks only for the secrets the switched-on features need", () => {
    const quiet = withConfig(
      {},
      { MESSAGES_FROM: "", MESSAGES_REPLY_DOMAIN: "", TWILIO_ACCOUNT_SID: "", TWILIO_MESSAGING_SERVICE_SID: "" },
    );
    expect(preflightProblems({ ...quiet, secrets: { names: ["AUDIT_HMAC_KEY", "SECOND_FACTOR_KEY"] } })).toEqual([]);
  });
});

describe("src/content/team.ts", () => {
  it("is read for the investigators' names in both languages, and still holds the examples an operator must replace", async () => {
    const { readFileSync } = await import("node:fs");
    const names = investigatorNames(readFileSync("src/content/team.ts", "utf8"));
    expect(names).toEqual(["Ana Ejemplo, MD", "Dra. Ana Ejemplo", "Luis Muestra, MD", "Dr. Luis Muestra"]);
  });
});

describe(".dev.vars.example", () => {
  it("names every secret the Worker reads", async () => {
    const { readFileSync } = await import("node:fs");
    const { SECRETS } = await import("../worker/secrets.ts");
    const example = readFileSync(".dev.vars.example", "utf8");
    for (const secret of SECRETS) expect(example).toMatch(new RegExp(`^${secret.name}=`, "m"));
  });
});

describe("wrangler.toml", () => {
  it("gives staging every var and binding production has, and nothing of production's own", async () => {
    const { readWranglerConfig } = await import("./lib/wranglerConfig.ts");
    const [production, staging] = [readWranglerConfig("production"), readWranglerConfig("staging")];
    expect(Object.keys(staging.vars).sort()).toEqual(Object.keys(production.vars).sort());
    const bindings = (config: typeof production) => [
      ...config.d1_databases.map((d: { binding: string }) => d.binding),
      ...config.r2_buckets.map((r: { binding: string }) => r.binding),
      ...config.send_email.map((e: { name: string }) => e.name),
      ...config.ratelimits.map((r: { name: string }) => r.name),
    ];
    expect(bindings(staging).sort()).toEqual(bindings(production).sort());
    expect(staging.triggers.crons).toEqual(production.triggers.crons);
    expect(staging.name).not.toBe(production.name);
    expect(staging.r2_buckets[0]!.bucket_name).not.toBe(production.r2_buckets[0]!.bucket_name);
    expect(staging.d1_databases[0]!.database_name).not.toBe(production.d1_databases[0]!.database_name);
    expect(staging.ratelimits.map((r: { namespace_id: string }) => r.namespace_id)).not.toContain(production.ratelimits[0]!.namespace_id);
  });
});
