import { readFileSync } from "node:fs";
import { parsePrescreenAnswerDays, parseRetentionDays } from "../../contract/retention.ts";

/** A `[vars]` value: the environment variable of that name when set, else wrangler.toml's. */
function wranglerVar(name: string): string | undefined {
  const fromToml = new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m").exec(readFileSync("wrangler.toml", "utf8"))?.[1];
  return process.env[name] || fromToml || undefined;
}

/**
 * The public origin baked into prerendered pages (canonical, hreflang, Open Graph, JSON-LD), the same
 * value the Worker uses at run time.
 */
export function buildSiteOrigin(): string {
  const value = wranglerVar("SITE_ORIGIN");
  if (!value) throw new Error("SITE_ORIGIN is not set (wrangler.toml [vars] or the environment)");
  return new URL(value).origin;
}

/** What the client build needs from the Worker's configuration (read through import.meta.env). */
export function buildDefines(): Record<string, string> {
  return {
    "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(buildSiteOrigin()),
    // The privacy policy states the retention period the purge applies.
    "import.meta.env.VITE_RETENTION_DAYS": JSON.stringify(String(parseRetentionDays(wranglerVar("RETENTION_DAYS")))),
    "import.meta.env.VITE_PRESCREEN_ANSWER_DAYS": JSON.stringify(String(parsePrescreenAnswerDays(wranglerVar("PRESCREEN_ANSWER_DAYS")))),
  };
}
