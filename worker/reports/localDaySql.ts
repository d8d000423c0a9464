import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { DAY_MS, zoneOffsetMinutes } from "../../contract/clinicTime";

/** The instants in [start, end) where the clinic's UTC offset changes, with the offset from then on. */
export function offsetChanges(start: Date, end: Date): { at: Date; offsetMinutes: number }[] {
  const changes: { at: Date; offsetMinutes: number }[] = [];
  let previous = zoneOffsetMinutes(start);
  for (let day = start.getTime() + DAY_MS; day < end.getTime() + DAY_MS; day += DAY_MS) {
    const offset = zoneOffsetMinutes(new Date(day));
    if (offset === previous) continue;
    // The change happened in the last 24 hours: find its minute by bisection.
    let low = day - DAY_MS;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffsetMinutes(new Date(middle)) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: new Date(high), offsetMinutes: offset });
    previous = offset;
  }
  return changes;
}

/**
 * SQL for the local calendar day ("YYYY-MM-DD") of an ISO timestamp column, correct across the daylight
 * saving changes between `start` and `end` (SQLite knows only UTC: the offset is chosen per segment).
 */
export function localDaySql(column: AnyColumn, start: Date, end: Date): SQL<string> {
  const modifier = (minutes: number) => `${minutes} minutes`;
  const changes = offsetChanges(start, end);
  if (changes.length === 0) return sql<string>`date(${column}, ${modifier(zoneOffsetMinutes(start))})`;
  const cases = sql.join(
    [zoneOffsetMinutes(start), ...changes.map((c) => c.offsetMinutes)].map((offset, i) => {
      const until = changes[i]?.at.toISOString();
      return until ? sql`when ${column} < ${until} then ${modifier(offset)}` : sql`else ${modifier(offset)}`;
    }),
    sql` `,
  );
  return sql<string>`date(${column}, case ${cases} end)`;
}

/** The Monday (local) that starts the week of a local-day expression. */
export function weekStartSql(localDay: SQL<string>): SQL<string> {
  return sql<string>`date(${localDay}, 'weekday 0', '-6 days')`;
}
