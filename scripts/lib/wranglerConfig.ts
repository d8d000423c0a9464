/**
 * The Worker's configuration as wrangler reads it, from wrangler.toml itself (never the copy a build leaves
 * under dist/, which goes stale as soon as wrangler.toml changes), for one environment: "production" is
 * the top level, "staging" is [env.staging].
 */
import { unstable_readConfig } from "wrangler";

export const DEPLOY_ENVS = ["production", "staging"] as const;
export type DeployEnv = (typeof DEPLOY_ENVS)[number];
export const CONFIG_PATH = "wrangler.toml";

export type WranglerConfig = ReturnType<typeof unstable_readConfig>;

export function readWranglerConfig(env: DeployEnv = "production"): WranglerConfig {
  return unstable_readConfig({ config: CONFIG_PATH, env: env === "production" ? undefined : env }, { hideWarnings: true });
}

/** `--env NAME` from a command line (default production), refusing a name wrangler.toml does not define. */
export function deployEnvOf(argv: string[]): DeployEnv {
  const at = argv.indexOf("--env");
  const name = at >= 0 ? argv[at + 1] : (argv.find((arg) => arg.startsWith("--env="))?.slice(6) ?? "production");
  if (!(DEPLOY_ENVS as readonly string[]).includes(name ?? "")) {
    console.error(`Unknown environment "${name}": use --env production or --env staging.`);
    process.exit(2);
  }
  return name as DeployEnv;
}

/** The arguments that point a wrangler command at wrangler.toml and the environment. */
export function wranglerTarget(env: DeployEnv): string[] {
  return ["--config", CONFIG_PATH, ...(env === "production" ? [] : ["--env", env])];
}
