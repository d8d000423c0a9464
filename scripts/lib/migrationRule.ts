/**
 * Migrations never break the running version (docs/operations.md, "Migrations"): `npm run deploy` applies
 * them before the new code goes live, so for a while the previous release's code runs on the new schema.
 * Drizzle's queries name every column the schema declares, so a table or column may be dropped (or renamed,
 * which is a drop and an add) only once the previous release's schema no longer declares it: expand,
 * deploy, contract.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

type Snapshot = { tables: Record<string, { columns: Record<string, unknown> }> };
/** A table ("visits") or a column ("visits.notes") one migration takes away. */
export type Removal = { table: string; column: string | null };

/** What the schema after `next` lacks that the schema before it had (from drizzle-kit's snapshots). */
export function removalsBetween(previous: Snapshot, next: Snapshot): Removal[] {
  const removals: Removal[] = [];
  for (const [table, { columns }] of Object.entries(previous.tables)) {
    const after = next.tables[table];
    if (!after) removals.push({ table, column: null });
    else for (const column of Object.keys(columns)) if (!(column in after.columns)) removals.push({ table, column });
  }
  return removals;
}

/** The removals that code still declaring them would trip on: the table's or column's SQL name in the schema source. */
export function removalsStillDeclared(removals: Removal[], previousSchemaSource: string): Removal[] {
  return removals.filter(({ table, column }) => previousSchemaSource.includes(`"${column ?? table}"`));
}

/** Migrations that landed before this rule and dropped what the release before them still declared (history). */
export const BEFORE_THE_RULE = new Set(["0003_drop_resolved_at"]);

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** The schema source of the release before a migration: the parent of the commit that added it (HEAD when uncommitted). */
export function schemaBefore(migrationFile: string): string {
  const added = git("log", "--diff-filter=A", "--format=%H", "--", migrationFile).split("\n").filter(Boolean).at(-1);
  const commit = added ? `${added}^` : "HEAD";
  const files = git("ls-tree", "-r", "--name-only", commit, "--", "worker/db")
    .split("\n")
    .filter((file) => file.includes("schema"));
  return files.map((file) => git("show", `${commit}:${file}`)).join("\n");
}

/** Every migration's removals that the release before it still declared, by migration tag. */
export function migrationRuleViolations(dir = "migrations", exempt: ReadonlySet<string> = BEFORE_THE_RULE): Record<string, Removal[]> {
  const tags = readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .map((file) => file.replace(/\.sql$/, ""))
    .sort();
  const snapshot = (tag: string): Snapshot | null => {
    const file = `${dir}/meta/${tag.slice(0, 4)}_snapshot.json`;
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Snapshot) : null;
  };
  const violations: Record<string, Removal[]> = {};
  for (let index = 1; index < tags.length; index++) {
    const tag = tags[index]!;
    const [before, after] = [snapshot(tags[index - 1]!), snapshot(tag)];
    if (!before || !after)
      throw new Error(`migrations/meta has no snapshot for ${!before ? tags[index - 1] : tag}: generate migrations with drizzle-kit`);
    const removals = removalsBetween(before, after);
    if (removals.length === 0 || exempt.has(tag)) continue;
    const declared = removalsStillDeclared(removals, schemaBefore(`${dir}/${tag}.sql`));
    if (declared.length > 0) violations[tag] = declared;
  }
  return violations;
}
