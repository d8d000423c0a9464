import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { admins, inquiries } from "../db/schema";
import { csvRow, UTF8_BOM } from "./csv";

const PAGE = 500;
export const CSV_HEADER = [
  "id",
  "created",
  "status",
  "owner",
  "language",
  "study",
  "interest",
  "source",
  "heard_from",
  "name",
  "email",
  "phone",
  "message",
  "first_response_business_minutes",
];

export type ExportEnd = { rows: number; complete: boolean };

/**
 * Streams the inquiries matching `conditions` as CSV, newest first, 500 rows per D1 query: memory stays
 * flat however many rows there are. `onEnd` hears how many rows went out, and whether all did, when the
 * stream finishes, fails, or is cancelled by the client going away.
 */
export function inquiriesCsvStream(db: DrizzleD1Database, conditions: SQL[], onEnd: (end: ExportEnd) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: { createdAt: string; id: number } | null = null;
  let rows = 0;
  let started = false;
  let ended = false;
  const end = (complete: boolean) => {
    if (ended) return;
    ended = true;
    onEnd({ rows, complete });
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(CSV_HEADER)));
        return;
      }
      let page;
      try {
        page = await db
          .select({ inquiry: inquiries, owner: admins.displayName })
          .from(inquiries)
          .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
          .where(
            and(
              ...conditions,
              cursor ? or(lt(inquiries.createdAt, cursor.createdAt), and(eq(inquiries.createdAt, cursor.createdAt), lt(inquiries.id, cursor.id))) : undefined,
            ),
          )
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(PAGE)
          .all();
      } catch (error) {
        end(false);
        throw error;
      }
      let chunk = "";
      for (const { inquiry: row, owner } of page) {
        chunk += csvRow([
          row.id,
          row.createdAt,
          row.status,
          owner,
          row.language,
          row.studyId,
          row.interest,
          [row.utmSource, row.utmMedium, row.utmCampaign, row.referrer].filter(Boolean).join(" / "),
          row.heardFrom,
          row.name,
          row.email,
          row.phone,
          row.message,
          row.firstResponseMinutes,
        ]);
      }
      rows += page.length;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) {
        end(true);
        controller.close();
        return;
      }
      cursor = { createdAt: last.inquiry.createdAt, id: last.inquiry.id };
    },
    cancel() {
      end(false);
    },
  });
}
