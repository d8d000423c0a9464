/**
 * `npm run preflight [-- --env production|staging] [--offline]`: everything a deploy needs, checked before
 * anything is built or changed (docs/operations.md). It reads wrangler.toml as wrangler will (the chosen
 * environment, never a stale build copy), the clinic's identity by value, and the Worker's secrets
 * (`wrangler secret list`; with --offline, the names in .dev.vars). Every problem is listed with its fix;
 * any problem exits 1. `npm run deploy` runs it first.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { clinic } from "../contract/clinic.ts";
import { SECRETS } from "../worker/secrets.ts";
import { CONFIG_PATH, deployEnvOf, readWranglerConfig, wranglerTarget, type DeployEnv, type WranglerConfig } from "./lib/wranglerConfig.ts";

export type Problem = { what: string; fix: string };
type Identity = {
  phone: string;
  phoneE164: string;
  email: string;
  street: string;
  /** The investigators' names as the About page shows them (src/content/team.ts), every language's. */
  investigators: string[];
};
/** The part of wrangler's config the checks read (its own field names). */
export type CheckedConfig = {
  name?: string;
  vars: Record<string, unknown>;
  routes?: (string | { pattern: string; custom_domain?: boolean })[];
  workers_dev?: boolean;
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
  queues: { producers?: { binding: string; queue: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
  ratelimits?: { name: string; namespace_id: string }[];
  limits?: { cpu_ms?: number };
  triggers: { crons?: string[] };
  send_email: { name: string }[];
};
export type PreflightInput = {
  env: DeployEnv;
  config: CheckedConfig;
  /** Production's config, when checking staging: the two must share nothing. */
  production?: CheckedConfig;
  /** Cron Triggers in the whole file (the plan's limit is per account). */
  cronsInFile: number;
  identity: Identity;
  /**
   * The secrets the Worker has, or why they could not be listed. Offline (.dev.vars), `unusable` names those
   * present but empty or still the example's value.
   */
  secrets: { names: string[]; unusable?: string[] } | { error: string };
};

/** Cloudflare's limits (developers.cloudflare.com/workers/platform/limits): Free allows 10 ms of CPU and 5 Cron Triggers. */
const FREE_CPU_MS = 10;
const PAID_CRON_LIMIT = 250;
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.(test|example|invalid|localhost))$|^localhost$|^127\./i;

const text = (vars: CheckedConfig["vars"], name: string) => {
  const value = (vars as Record<string, unknown>)[name];
  return typeof value === "string" ? value.trim() : "";
};
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
};
const domainOf = (address: string) => /^[^\s@]+@([^\s@]+)$/.exec(address)?.[1] ?? "";
/** Mail services anyone can sign up to: Email Service sends only from a domain of the clinic's own account. */
const PUBLIC_MAIL =
  /^(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton|protonmail|gmx|mail|zoho|yandex)\.(com|me|es|mx|net|co\.uk|com\.mx)$/i;
/** The example investigators' surnames (src/content/team.ts ships "Ana Ejemplo, MD" and "Luis Muestra, MD"). */
const EXAMPLE_NAME = /\b(Ejemplo|Muestra|Example|Sample|Placeholder)\b/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How many labels the domain someone registers has: 3 under a country's second level ("clinica.org.mx",
 * "clinic.co.uk"), else 2. A reply subdomain needs one more, or Email Routing takes over the whole domain's mail.
 */
function registeredLabels(domain: string): number {
  const labels = domain.toLowerCase().split(".");
  const [second, top] = labels.slice(-2);
  const countrySecondLevel = top?.length === 2 && /^(com|org|net|gob|gov|edu|ac|co|nom|mil|int|or|ne|go)$/.test(second ?? "");
  return countrySecondLevel ? 3 : 2;
}

/** The investigators' names in src/content/team.ts, read as text (its lingui macros do not run outside a build). */
export function investigatorNames(source: string): string[] {
  return [...source.matchAll(/name:\s*\{\s*en:\s*"([^"]*)",\s*es:\s*"([^"]*)"\s*\}/g)].flatMap((match) => [match[1]!, match[2]!]);
}

function identityProblems(identity: Identity): Problem[] {
  const problems: Problem[] = [];
  const fix = "Write the clinic's real details in contract/clinic.ts (docs/operations.md, step 1).";
  if (/555-01\d\d/.test(identity.phone) || /^\+1\d{3}55501\d\d$/.test(identity.phoneE164))
    problems.push({ what: `contract/clinic.ts: the phone ${identity.phone} (${identity.phoneE164}) is the fictional example number`, fix });
  if (EXAMPLE_HOST.test(domainOf(identity.email)) || !domainOf(identity.email))
    problems.push({ what: `contract/clinic.ts: the e-mail ${identity.email} is an example address`, fix });
  if (/placeholder/i.test(identity.street))
    problems.push({ what: `contract/clinic.ts: the street "${identity.street}" is a placeholder`, fix });
  const examples = identity.investigators.filter((name) => EXAMPLE_NAME.test(name));
  if (examples.length > 0 || identity.investigators.length === 0)
    problems.push({
      what: `src/content/team.ts: the investigators ${examples.map((name) => `"${name}"`).join(", ") || "are missing"} are the fictional examples`,
      fix: "Write the real investigators' names, titles, biographies and photos in src/content/team.ts (docs/pages.md, \"Changing the clinic's details\"); the ethics board reviews them.",
    });
  return problems;
}

/** The hosts the Worker answers on besides workers.dev: its routes and custom domains. */
function routeHosts(config: CheckedConfig): string[] {
  return (config.routes ?? []).map((route) => {
    const pattern = typeof route === "string" ? route : route.pattern;
    return pattern.replace(/^https?:\/\//, "").split("/")[0]!;
  });
}

function addressProblems(config: CheckedConfig, env: DeployEnv): Problem[] {
  const problems: Problem[] = [];
  const origin = text(config.vars, "SITE_ORIGIN");
  const host = hostOf(origin);
  if (!origin || !origin.startsWith("https://") || !host)
    problems.push({
      what: `SITE_ORIGIN is "${origin}"`,
      fix: `Set SITE_ORIGIN to the site's public https address in wrangler.toml (${env}).`,
    });
  else if (EXAMPLE_HOST.test(host))
    problems.push({ what: `SITE_ORIGIN is still the example "${origin}"`, fix: "Set SITE_ORIGIN to the clinic's own domain." });
  if (host && !routeHosts(config).includes(host))
    problems.push({
      what: `no route or custom domain serves ${host || "SITE_ORIGIN"}: on *.workers.dev the edge cache does nothing and Twilio's signatures never match`,
      fix: `Add routes = [{ pattern = "${host || "research.your-clinic.org"}", custom_domain = true }] to wrangler.toml (${env}).`,
    });
  if (config.workers_dev !== false)
    problems.push({
      what: "the Worker also answers on its *.workers.dev address, a second way into /admin without the edge cache",
      fix: `Set workers_dev = false in wrangler.toml (${env}).`,
    });
  return problems;
}

function storageProblems(config: CheckedConfig): Problem[] {
  const problems: Problem[] = [];
  const db = config.d1_databases.find((database) => database.binding === "DB");
  if (!db?.database_id || /^[0-]+$/.test(db.database_id) || !UUID.test(db.database_id))
    problems.push({
      what: `the D1 database "${db?.database_name ?? "DB"}" has no real id (${db?.database_id ?? "none"}, not the UUID wrangler prints)`,
      fix: `Run npx wrangler d1 create ${db?.database_name ?? "<name>"} and put the id it prints in wrangler.toml.`,
    });
  for (const binding of ["IMAGES", "SHEETS"])
    if (!config.r2_buckets.some((bucket) => bucket.binding === binding && bucket.bucket_name))
      problems.push({
        what: `no R2 bucket is bound as ${binding}`,
        fix: `Add [[r2_buckets]] binding = "${binding}" with the bucket's name.`,
      });
  // Both queues (docs/campaigns.md, docs/operations.md "Limits"): the Worker sends to each and consumes it, and each
  // has a "-dlq" dead-letter queue the Worker consumes to tell the team.
  for (const { binding, what, doc } of QUEUES) {
    const queue = queueOf(config, binding);
    const deadLetters = deadLetterQueueOf(config, binding);
    if (!queue || !config.queues.consumers?.some((consumer) => consumer.queue === queue))
      problems.push({
        what: `the ${what} is not both produced (${binding}) and consumed by this Worker`,
        fix: `Keep [[queues.producers]] binding = "${binding}" and a [[queues.consumers]] of the same queue (${doc}).`,
      });
    else if (!deadLetters)
      problems.push({
        what: `the ${what} has no dead-letter queue: a message that fails every retry is dropped, unseen`,
        fix: `Add dead_letter_queue = "${queue}-dlq" to its [[queues.consumers]] and run npx wrangler queues create ${queue}-dlq.`,
      });
    else if (deadLetters !== `${queue}-dlq` || !config.queues.consumers?.some((c) => c.queue === deadLetters))
      problems.push({
        what: `the dead-letter queue "${deadLetters}" is not "${queue}-dlq" consumed by this Worker: nobody would hear of a failure in the ${what}`,
        fix: `Name it ${queue}-dlq and add a [[queues.consumers]] queue = "${queue}-dlq" (the Worker tells the team of what lands there).`,
      });
  }
  return problems;
}

/** The Worker's queues: campaigns' sends, and heavy jobs' bounded steps (a registry import). */
const QUEUES = [
  { binding: "CAMPAIGN_QUEUE", what: "campaigns' queue", doc: "docs/campaigns.md" },
  { binding: "STEP_QUEUE", what: "step queue", doc: 'docs/operations.md, "Limits"' },
] as const;
const queueOf = (config: CheckedConfig, binding: string) =>
  config.queues.producers?.find((producer) => producer.binding === binding)?.queue;
const deadLetterQueueOf = (config: CheckedConfig, binding: string) =>
  config.queues.consumers?.find((consumer) => consumer.queue === queueOf(config, binding))?.dead_letter_queue;

function messagingProblems(config: CheckedConfig): Problem[] {
  const problems: Problem[] = [];
  const vars = config.vars;
  const from = text(vars, "MESSAGES_FROM");
  const replyDomain = text(vars, "MESSAGES_REPLY_DOMAIN");
  if (Boolean(from) !== Boolean(replyDomain))
    problems.push({
      what: "e-mail to people is half set: MESSAGES_FROM and MESSAGES_REPLY_DOMAIN go together",
      fix: "Set both (an Email Service sender, and the subdomain Email Routing hands to this Worker), or leave both empty.",
    });
  if (replyDomain && replyDomain.split(".").length <= registeredLabels(replyDomain))
    problems.push({
      what: `MESSAGES_REPLY_DOMAIN "${replyDomain}" is a whole domain: Email Routing's MX records would take over the staff's mailboxes there`,
      fix: "Use a subdomain kept for replies only, such as reply.your-clinic.org (docs/operations.md, e-mail).",
    });
  const notifyTo = text(vars, "STAFF_NOTIFY_TO");
  const notifyFrom = text(vars, "STAFF_NOTIFY_FROM");
  if (Boolean(notifyTo) !== Boolean(notifyFrom))
    problems.push({
      what: "staff e-mail is half set: STAFF_NOTIFY_TO and STAFF_NOTIFY_FROM go together",
      fix: "Set both, or leave both empty.",
    });
  else if (!notifyTo)
    problems.push({
      what: "staff e-mail is off: nobody hears of a new inquiry, a reply, or a scheduled job failing twice in a row",
      fix: "Set STAFF_NOTIFY_TO (the team's address) and STAFF_NOTIFY_FROM (a sender on the clinic's domain) in wrangler.toml.",
    });
  for (const [name, address] of [
    ["MESSAGES_FROM", from],
    ["STAFF_NOTIFY_FROM", notifyFrom],
  ] as const)
    if (address && (!domainOf(address) || EXAMPLE_HOST.test(domainOf(address)) || PUBLIC_MAIL.test(domainOf(address))))
      problems.push({
        what: `${name} "${address}" is not a sender of the clinic's domain`,
        fix: "Use an address of the clinic's own domain, set up in Email Service (a public mail service such as gmail.com cannot be).",
      });
  if ((from || notifyFrom) && !config.send_email.some((binding) => binding.name === "EMAIL"))
    problems.push({ what: "e-mail is on but no send_email binding is named EMAIL", fix: 'Add [[send_email]] name = "EMAIL".' });
  const account = text(vars, "TWILIO_ACCOUNT_SID");
  const service = text(vars, "TWILIO_MESSAGING_SERVICE_SID");
  if (Boolean(account) !== Boolean(service))
    problems.push({
      what: "texting is half set: TWILIO_ACCOUNT_SID and TWILIO_MESSAGING_SERVICE_SID go together",
      fix: "Set both from Twilio's console, or leave both empty.",
    });
  if (account && !/^AC[0-9a-f]{32}$/.test(account))
    problems.push({ what: "TWILIO_ACCOUNT_SID is not an account SID (AC + 32 hex)", fix: "Copy it from Twilio's console." });
  if (service && !/^MG[0-9a-f]{32}$/.test(service))
    problems.push({
      what: "TWILIO_MESSAGING_SERVICE_SID is not a Messaging Service SID (MG + 32 hex)",
      fix: "Copy it from Twilio's console.",
    });
  for (const name of ["TWILIO_API_BASE", "REGISTRY_API_BASE"]) {
    const value = text(vars, name);
    if (value && !value.startsWith("https://"))
      problems.push({
        what: `${name} points at a local stand-in (${value})`,
        fix: `Leave ${name} empty: the site then uses the real service.`,
      });
  }
  return problems;
}

function secretProblems(input: PreflightInput): Problem[] {
  if ("error" in input.secrets)
    return [
      {
        what: `the Worker's secrets could not be listed (${input.secrets.error})`,
        fix: "Sign in with npx wrangler login (the Worker must exist: deploy once), or check .dev.vars with --offline.",
      },
    ];
  const have = new Set(input.secrets.names);
  const unusable = new Set(input.secrets.unusable ?? []);
  const target = input.env === "production" ? "" : ` --env ${input.env}`;
  return SECRETS.filter((secret) => secret.neededWith(input.config.vars) && (!have.has(secret.name) || unusable.has(secret.name))).map(
    (secret) => ({
      what: unusable.has(secret.name)
        ? `the secret ${secret.name} is empty or still the example's value (it ${secret.purpose})`
        : `the secret ${secret.name} is not set (it ${secret.purpose})`,
      fix: unusable.has(secret.name)
        ? `Put a long random value there (openssl rand -base64 32), then npx wrangler secret put ${secret.name} --config ${CONFIG_PATH}${target}`
        : `npx wrangler secret put ${secret.name} --config ${CONFIG_PATH}${target}`,
    }),
  );
}

function planProblems(input: PreflightInput): Problem[] {
  const problems: Problem[] = [];
  const cpu = input.config.limits?.cpu_ms;
  if (!cpu || cpu <= FREE_CPU_MS)
    problems.push({
      what: "the plan is not confirmed: this site needs Workers Paid (six Cron Triggers where Free allows 5; a sign-in takes about 40 ms of CPU where Free allows 10)",
      fix: "Subscribe the account to Workers Paid and keep [limits] cpu_ms = 300 in wrangler.toml.",
    });
  if (input.cronsInFile > PAID_CRON_LIMIT)
    problems.push({
      what: `${input.cronsInFile} Cron Triggers, over the account's ${PAID_CRON_LIMIT}`,
      fix: "Remove the extra [triggers] crons.",
    });
  if (input.env === "production" && text(input.config.vars, "REQUIRE_TOTP") === "false")
    problems.push({ what: "REQUIRE_TOTP is off in production", fix: 'Set REQUIRE_TOTP = "true": staff sign in with a second factor.' });
  return problems;
}

function stagingProblems(input: PreflightInput): Problem[] {
  const production = input.production;
  if (input.env !== "staging" || !production) return [];
  const problems: Problem[] = [];
  const fix = "Give [env.staging] its own value (docs/operations.md, staging).";
  if (input.config.name === production.name) problems.push({ what: "staging deploys over production's Worker (same name)", fix });
  const dbId = (config: CheckedConfig) => config.d1_databases.find((database) => database.binding === "DB")?.database_id;
  if (dbId(input.config) && dbId(input.config) === dbId(production)) problems.push({ what: "staging uses production's D1 database", fix });
  for (const binding of ["IMAGES", "SHEETS"]) {
    const bucket = (config: CheckedConfig) => config.r2_buckets.find((b) => b.binding === binding)?.bucket_name;
    if (bucket(input.config) && bucket(input.config) === bucket(production))
      problems.push({ what: `staging uses production's R2 bucket for ${binding}`, fix });
  }
  for (const { binding, what } of QUEUES) {
    if (queueOf(input.config, binding) && queueOf(input.config, binding) === queueOf(production, binding))
      problems.push({ what: `staging uses production's ${what}`, fix });
    if (deadLetterQueueOf(input.config, binding) && deadLetterQueueOf(input.config, binding) === deadLetterQueueOf(production, binding))
      problems.push({ what: `staging's failed messages of the ${what} land in production's dead-letter queue`, fix });
  }
  if (text(input.config.vars, "SITE_ORIGIN") === text(production.vars, "SITE_ORIGIN"))
    problems.push({ what: "staging has production's SITE_ORIGIN", fix });
  for (const [name, what] of [
    [
      "TWILIO_MESSAGING_SERVICE_SID",
      "staging texts through production's Twilio Messaging Service (its status callbacks and replies go to production)",
    ],
    ["MESSAGES_REPLY_DOMAIN", "staging takes replies on production's reply subdomain (Email Routing can hand it to one Worker only)"],
  ] as const)
    if (text(input.config.vars, name) && text(input.config.vars, name) === text(production.vars, name)) problems.push({ what, fix });
  const limiters = (config: CheckedConfig) => new Map((config.ratelimits ?? []).map((limiter) => [limiter.name, limiter.namespace_id]));
  const productionLimiters = limiters(production);
  const shared = [...limiters(input.config)].filter(([name, id]) => productionLimiters.get(name) === id).map(([name]) => name);
  if (shared.length > 0)
    problems.push({
      what: `staging counts ${shared.join(", ")} in production's rate-limit namespaces (a test there locks out real visitors)`,
      fix: "Give each [[env.staging.ratelimits]] its own namespace_id.",
    });
  // wrangler inherits no vars into an environment: one missing here would silently take the code's default.
  const missing = Object.keys(production.vars).filter((name) => !(name in input.config.vars));
  if (missing.length > 0)
    problems.push({ what: `[env.staging.vars] lacks ${missing.join(", ")}`, fix: "Copy each from [vars] into [env.staging.vars]." });
  return problems;
}

/** Every problem a deploy of `input.env` would run into, in the order of the operator's guide. */
export function preflightProblems(input: PreflightInput): Problem[] {
  return [
    ...identityProblems(input.identity),
    ...addressProblems(input.config, input.env),
    ...storageProblems(input.config),
    ...stagingProblems(input),
    ...messagingProblems(input.config),
    ...secretProblems(input),
    ...planProblems(input),
  ];
}

/** The secret names wrangler lists for the Worker, or the names in .dev.vars (offline). */
/** The reason in a failed wrangler command's output: its "[ERROR]" line, not the log file's path it ends with. */
export function wranglerFailure(output: string): string {
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => line.includes("[ERROR]"));
  if (error) return error.replace(/^✘\s*\[ERROR\]\s*/, "");
  return lines.filter((line) => !line.includes("Logs were written")).at(-1) ?? "wrangler failed";
}

function listSecrets(env: DeployEnv, offline: boolean): PreflightInput["secrets"] {
  if (offline) {
    const file = env === "production" ? ".dev.vars" : `.dev.vars.${env}`;
    if (!existsSync(file)) return { names: [] };
    const entries = [...readFileSync(file, "utf8").matchAll(/^\s*([A-Z0-9_]+)\s*=\s*(.*)$/gm)].map(
      (match) => [match[1]!, match[2]!.trim().replace(/^"(.*)"$/, "$1")] as const,
    );
    // A copied .dev.vars.example has every name, with nothing a deploy could use.
    const unusable = entries.filter(([, value]) => value === "" || /^local-only/.test(value)).map(([name]) => name);
    return { names: entries.map(([name]) => name), unusable };
  }
  const listed = spawnSync("npx", ["wrangler", "secret", "list", "--format", "json", ...wranglerTarget(env)], { encoding: "utf8" });
  if (listed.status !== 0) return { error: wranglerFailure(`${listed.stderr}\n${listed.stdout}`) };
  try {
    return { names: (JSON.parse(listed.stdout) as { name: string }[]).map((secret) => secret.name) };
  } catch {
    return { error: "wrangler's answer was not the list of secrets" };
  }
}

const checked = (config: WranglerConfig): CheckedConfig => ({
  name: config.name,
  vars: config.vars,
  routes: config.routes,
  workers_dev: config.workers_dev,
  d1_databases: config.d1_databases,
  r2_buckets: config.r2_buckets,
  queues: { producers: config.queues.producers, consumers: config.queues.consumers },
  ratelimits: config.ratelimits.map((limiter: { name: string; namespace_id: string }) => ({
    name: limiter.name,
    namespace_id: limiter.namespace_id,
  })),
  limits: config.limits,
  triggers: { crons: config.triggers.crons },
  send_email: config.send_email,
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = deployEnvOf(process.argv);
  const config = checked(readWranglerConfig(env));
  const production = env === "production" ? undefined : checked(readWranglerConfig("production"));
  const crons = (config.triggers.crons ?? []).length + (production?.triggers.crons ?? []).length;
  const problems = preflightProblems({
    env,
    config,
    production,
    cronsInFile: crons,
    identity: { ...clinic, investigators: investigatorNames(readFileSync("src/content/team.ts", "utf8")) },
    secrets: listSecrets(env, process.argv.includes("--offline")),
  });
  if (problems.length === 0) {
    console.log(`Preflight (${env}): nothing missing.`);
  } else {
    console.error(`Preflight (${env}): ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before deploying.\n`);
    problems.forEach((problem, index) => console.error(`${index + 1}. ${problem.what}.\n   Fix: ${problem.fix}\n`));
    process.exit(1);
  }
}
