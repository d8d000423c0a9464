import { PAGES } from "../../contract/pages.ts";
import { parsePrescreenAnswerDays, parseRetentionDays } from "../../contract/retention.ts";
import { parseRegistryConsentMonths, parseRegistryRetentionDays } from "../../contract/registrySettings.ts";
import { readWranglerConfig, type DeployEnv } from "../lib/wranglerConfig.ts";

let vars: Record<string, unknown> | undefined;
/**
 * A `[vars]` value: the environment variable of that name when set, else wrangler.toml's for the environment
 * being built (CLOUDFLARE_ENV, as the Cloudflare Vite plugin reads it; the top level when unset).
 */
function wranglerVar(name: string): string | undefined {
  vars ??= readWranglerConfig((process.env.CLOUDFLARE_ENV as DeployEnv | undefined) || "production").vars;
  const fromConfig = vars?.[name];
  return process.env[name] || (typeof fromConfig === "string" ? fromConfig : "") || undefined;
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

/**
 * contract/pages.ts's pages as the router needs them (route, module, catalog): the router reads this copy
 * (src/router.tsx), so what only the build, the prerender step and the Worker use (listed, edge, private, images)
 * never ships with Home's first load, which is on a budget.
 */
export function pageRoutesDefine(): Record<string, string> {
  // A string, as every import.meta.env value is (the Worker tests' runner makes them strings).
  const routes = PAGES.map(({ route, module, catalog }) => ({ route, module, catalog }));
  return { "import.meta.env.VITE_PAGE_ROUTES": JSON.stringify(JSON.stringify(routes)) };
}

/** What the client build needs from the Worker's configuration (read through import.meta.env). */
export function buildDefines(): Record<string, string> {
  return {
    ...pageRoutesDefine(),
    "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(buildSiteOrigin()),
    // The privacy policy states the retention period the purge applies.
    "import.meta.env.VITE_RETENTION_DAYS": JSON.stringify(String(parseRetentionDays(wranglerVar("RETENTION_DAYS")))),
    "import.meta.env.VITE_PRESCREEN_ANSWER_DAYS": JSON.stringify(String(parsePrescreenAnswerDays(wranglerVar("PRESCREEN_ANSWER_DAYS")))),
    // And how long a yes to the registry lasts, and how long it keeps someone who left.
    "import.meta.env.VITE_REGISTRY_CONSENT_MONTHS": JSON.stringify(
      String(parseRegistryConsentMonths(wranglerVar("REGISTRY_CONSENT_MONTHS"))),
    ),
    "import.meta.env.VITE_REGISTRY_RETENTION_DAYS": JSON.stringify(
      String(parseRegistryRetentionDays(wranglerVar("REGISTRY_RETENTION_DAYS"))),
    ),
  };
}
