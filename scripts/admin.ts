/**
 * Staff accounts CLI.
 *   npm run admin -- create <username> [--role admin|coordinator] [--name "Display Name"] [--remote [--env staging]]
 *   npm run admin -- reset-2fa <username> [--remote [--env staging]]
 * Without --remote it works on the local database (what `npm start` serves); with it, on production D1.
 * The password comes from ADMIN_PASSWORD or a hidden prompt. Re-running `create` resets the password.
 */
import type { StaffRole } from "../contract/staffRules.ts";
import { parseRole, resetSecondFactor, upsertAdmin } from "./lib/admins.ts";

async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new Error("No terminal to ask for the password: set ADMIN_PASSWORD instead.");
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new Error("Cancelled."));
        value = char === "\u007f" || char === "\b" ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await promptHidden("New password (12+ characters): ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) throw new Error("The passwords do not match.");
  return first;
}

const USAGE = `Usage:
  npm run admin -- create <username> [--role admin|coordinator] [--name "Display Name"] [--remote [--env staging]]
  npm run admin -- reset-2fa <username> [--remote [--env staging]]`;

function parseFlags(flags: string[]): { remote: boolean; role?: StaffRole; displayName?: string } {
  const parsed: { remote: boolean; role?: StaffRole; displayName?: string } = { remote: false };
  for (let i = 0; i < flags.length; i++) {
    if (flags[i] === "--remote") parsed.remote = true;
    // wrangler reads the environment from CLOUDFLARE_ENV (the same as its --env).
    else if (flags[i] === "--env" && flags[i + 1] === "staging") process.env.CLOUDFLARE_ENV = flags[++i]!;
    else if (flags[i] === "--role" && flags[i + 1]) parsed.role = parseRole(flags[++i]!);
    else if (flags[i] === "--name" && flags[i + 1]) parsed.displayName = flags[++i]!;
    else throw new Error(USAGE);
  }
  return parsed;
}

async function main(argv: string[]) {
  const [command, username, ...rest] = argv;
  if (!username || (command !== "create" && command !== "reset-2fa")) {
    console.error(USAGE);
    process.exit(2);
  }
  const flags = parseFlags(rest);
  const target = flags.remote ? "remote" : "local";
  if (command === "reset-2fa") {
    resetSecondFactor(username, target);
    console.log(`Second factor of "${username}" removed (${target} database); it enrolls again at its next login.`);
    return;
  }
  await upsertAdmin(username, await readPassword(), target, { role: flags.role, displayName: flags.displayName });
  console.log(`Account "${username}" is ready (${target} database${flags.role ? `, role ${flags.role}` : ""}).`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
