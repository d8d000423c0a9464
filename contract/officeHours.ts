/**
 * docs/product.md#constants office hours: the one module that owns them. The footer and structured data (src/content/site.ts)
 * and the first-response clock (contract/businessTime.ts) read them from here. Local clinic time.
 */
export type OpenHours = { opens: string; closes: string } | null;

/** By JavaScript weekday number: 0 = Sunday ... 6 = Saturday. "HH:MM", 24-hour. */
export const WEEKLY_HOURS: Record<0 | 1 | 2 | 3 | 4 | 5 | 6, OpenHours> = {
  0: null,
  1: { opens: "08:00", closes: "20:00" },
  2: { opens: "08:00", closes: "20:00" },
  3: { opens: "08:00", closes: "20:00" },
  4: { opens: "08:00", closes: "20:00" },
  5: { opens: "08:00", closes: "19:00" },
  6: null,
};
