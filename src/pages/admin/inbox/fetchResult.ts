import type { InquirySummaryDto } from "../../../../contract/inbox";

/** The rows on screen by id, each with everything it shows, to tell what a read again changed. */
export type ShownRows = Map<number, string>;

export function shownRows(items: readonly InquirySummaryDto[]): ShownRows {
  return new Map(items.map((item) => [item.id, JSON.stringify(item)]));
}

/** How the rows after "Fetch Inquiries" differ from those before: new, changed, and no longer in this list. */
export function compareRows(before: ShownRows, after: ShownRows): { added: number; changed: number; gone: number } {
  let added = 0;
  let changed = 0;
  for (const [id, row] of after) {
    const earlier = before.get(id);
    if (earlier === undefined) added += 1;
    else if (earlier !== row) changed += 1;
  }
  const gone = [...before.keys()].filter((id) => !after.has(id)).length;
  return { added, changed, gone };
}
