import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * INSERT ... SELECT <one value per column, in the table's order> WHERE <guard>: a row written only while
 * the guard holds, in the same statement (a batch's later statements can depend on an earlier one's
 * effect without a round trip). Values may be SQL (a sub-select of a row written earlier in the batch).
 */
export function insertWhere<T extends SQLiteTable>(
  db: DrizzleD1Database,
  table: T,
  values: Partial<Record<keyof T["$inferInsert"], unknown>>,
  guard: SQL,
) {
  const given = values as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) =>
    key === "id" ? sql`null` : sql`${given[key] ?? (column.hasDefault && !column.notNull ? null : (column.default ?? null))}`,
  );
  return db.insert(table).select(sql`select ${sql.join(columns, sql`, `)} where ${guard}`);
}
