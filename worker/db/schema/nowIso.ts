import { sql } from "drizzle-orm";

/** A column default: the insert's own instant, as ISO 8601 in UTC with milliseconds. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
