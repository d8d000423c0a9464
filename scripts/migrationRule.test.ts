import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { migrationRuleViolations, removalsBetween, removalsStillDeclared } from "./lib/migrationRule.ts";

/** The releases before each migration come from git history, which a shallow clone lacks. */
const shallow = execFileSync("git", ["rev-parse", "--is-shallow-repository"], { encoding: "utf8" }).trim() === "true";
const table = (...columns: string[]) => ({ columns: Object.fromEntries(columns.map((column) => [column, {}])) });

describe("migrations never break the running version (expand, deploy, contract)", () => {
  it("sees a dropped table, a dropped column and a renamed column as removals", () => {
    const before = { tables: { inquiries: table("id", "email", "notes"), webhook_receipts: table("signature_hash") } };
    const after = { tables: { inquiries: table("id", "email_address", "notes") } };
    expect(removalsBetween(before, after)).toEqual([
      { table: "inquiries", column: "email" },
      { table: "webhook_receipts", column: null },
    ]);
    expect(removalsBetween(after, after)).toEqual([]);
  });

  it("refuses a removal the previous release's schema still declares, and allows one it stopped declaring", () => {
    const removals = [{ table: "inquiries", column: "email" }];
    const stillReads = 'export const inquiries = sqliteTable("inquiries", { email: text("email").notNull() });';
    const stoppedReading = 'export const inquiries = sqliteTable("inquiries", { emailAddress: text("email_address") });';
    expect(removalsStillDeclared(removals, stillReads)).toEqual(removals);
    expect(removalsStillDeclared(removals, stoppedReading)).toEqual([]);
  });

  it.skipIf(shallow)("holds for every migration in the repository (read against the release before each, from git)", () => {
    expect(migrationRuleViolations()).toEqual({});
  });

  it.skipIf(shallow)("would have caught the one migration that broke it before the rule existed", () => {
    expect(migrationRuleViolations("migrations", new Set())).toEqual({
      "0003_drop_resolved_at": [{ table: "inquiries", column: "resolved_at" }],
    });
  });
});
