/**
 * `npm run deploy [-- --env production|staging] [--dry-run]`: the preflight (nothing deploys while it finds a
 * problem), then a build for that environment, the remote migrations, and the Worker. Migrations only ever
 * add (docs/operations.md, "Migrations"), so the running version keeps working between the two last steps.
 * `--dry-run` stops after the build and `wrangler deploy --dry-run`: nothing remote changes.
 */
import { spawnSync } from "node:child_process";
import { deployEnvOf, wranglerTarget } from "./lib/wranglerConfig.ts";

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const unknown = args.filter((arg, i) => !["--env", "--dry-run"].includes(arg) && !arg.startsWith("--env=") && args[i - 1] !== "--env");
if (unknown.length > 0) {
  console.error(`Unknown arguments: ${unknown.join(" ")}. Usage: npm run deploy [-- --env production|staging] [--dry-run]`);
  process.exit(2);
}
const dryRun = args.includes("--dry-run");
const target = deployEnvOf(process.argv);
run("node", ["scripts/preflight.ts", "--env", target]);
// The Cloudflare Vite plugin applies the environment at build time: the build's wrangler.json is that
// environment's, flattened, and `wrangler deploy` deploys exactly it.
const cloudflareEnv: Record<string, string> = target === "production" ? {} : { CLOUDFLARE_ENV: target };
run("npm", ["run", "build"], cloudflareEnv);
if (dryRun) {
  run("npx", ["wrangler", "deploy", "--dry-run"], cloudflareEnv);
  console.log("Dry run: built and checked; no migration applied, nothing deployed.");
  process.exit(0);
}
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote", ...wranglerTarget(target)]);
run("npx", ["wrangler", "deploy"], cloudflareEnv);
