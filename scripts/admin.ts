/**
 * Admin accounts CLI.
 *   npm run admin -- create <username>            local database (what `npm start` serves)
 *   npm run admin -- create <username> --remote   production D1
 * The password comes from ADMIN_PASSWORD or a hidden prompt. Re-running `create` resets the password.
 */
import { upsertAdmin } from "./lib/admins.ts";

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

async function main(argv: string[]) {
  const [command, username, ...flags] = argv;
  if (command !== "create" || !username || flags.some((f) => f !== "--remote")) {
    console.error("Usage: npm run admin -- create <username> [--remote]");
    process.exit(2);
  }
  const target = flags.includes("--remote") ? "remote" : "local";
  await upsertAdmin(username, await readPassword(), target);
  console.log(`Admin "${username}" is ready (${target} database).`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
