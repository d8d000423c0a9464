/** The inbox's page cursor (keyset pagination, no OFFSET): the sort, the last row's sort key, id and rank. */
import type { InboxSort } from "../../contract/inbox";

/** Among rows that waited equally long: likely matches 0, needs review 1, the rest this (`prescreenRank`). */
export const PRESCREEN_RANK_NONE = 2;

/** `rank`: among rows that waited equally long, likely matches first (the "waiting" order only). */
export type Cursor = { sort: InboxSort; key: string; id: number; rank?: number };

/** Opaque to clients: the sort and sort key of the last row of a page (keyset pagination, no OFFSET). */
export function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify([cursor.sort, cursor.key, cursor.id, cursor.rank ?? PRESCREEN_RANK_NONE]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(atob(value.replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) return null;
    const [sort, key, id, rank = PRESCREEN_RANK_NONE] = parsed as [unknown, unknown, unknown, unknown];
    if (sort !== "attention" && sort !== "waiting" && sort !== "newest" && sort !== "next_step") return null;
    // "attention" keys carry their tier first ("0" or "1", worker/inquiries/listQuery.ts).
    if (typeof key !== "string" || !(sort === "attention" ? /^[01]\d{4}-\d\d-\d\dT[\d:.]+Z$/ : /^\d{4}-\d\d-\d\dT[\d:.]+Z$/).test(key))
      return null;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
    if (rank !== 0 && rank !== 1 && rank !== PRESCREEN_RANK_NONE) return null;
    return { sort, key, id, rank };
  } catch {
    return null;
  }
}
