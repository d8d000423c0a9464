/**
 * `npm run deploy [-- --allow-placeholders]`: build, apply the remote migrations, deploy. Refuses to publish while the site still carries the placeholders it ships
 * with (an example.com origin or address, 555-01xx phone numbers, "Placeholder" street names), listing
 * what to change. `npm run deploy -- --allow-placeholders` publishes anyway (a staging site, say).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

type Finding = { file: string; what: string };

export function placeholderFindings(files: Record<string, string>): Finding[] {
  const findings: Finding[] = [];
  const toml = files["wrangler.toml"] ?? "";
  const origin = /^SITE_ORIGIN\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? "";
  if (!origin) findings.push({ file: "wrangler.toml", what: "SITE_ORIGIN is not set: set it to the site's public address (https://...)" });
  else if (/example\.(com|org|net)/i.test(origin))
    findings.push({ file: "wrangler.toml", what: `SITE_ORIGIN is still the example "${origin}"` });
  const site = files["contract/clinic.ts"] ?? "";
  if (/example\.(com|org|net)/i.test(site))
    findings.push({ file: "contract/clinic.ts", what: "the e-mail address is still an example.com placeholder" });
  if (/555-01\d\d/.test(site)) findings.push({ file: "contract/clinic.ts", what: "the phone number is still a 555-01xx placeholder" });
  if (/Placeholder/i.test(site)) findings.push({ file: "contract/clinic.ts", what: 'the street address still says "Placeholder"' });
  return findings;
}

function check() {
  if (process.argv.includes("--allow-placeholders")) return;
  const files = Object.fromEntries(["wrangler.toml", "contract/clinic.ts"].map((file) => [file, readFileSync(file, "utf8")]));
  const findings = placeholderFindings(files);
  if (findings.length === 0) return;
  console.error("Not deploying: the site still has placeholder details.\n");
  for (const { file, what } of findings) console.error(`  - ${file}: ${what}`);
  console.error('\nChange them (README: "Changing the clinic\'s details"), or deploy anyway with: npm run deploy -- --allow-placeholders');
  process.exit(1);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  check();
  run("npm", ["run", "build"]);
  run("npm", ["run", "db:migrate:remote"]);
  run("wrangler", ["deploy"]);
}
