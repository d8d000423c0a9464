import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Language } from "../../../contract/language";
import { inquiryExports } from "../../db/schema";
import { exportHead, type ExportEnd } from "../../export/inquiriesCsv";
import { stopExport } from "./steps";

/** How often the request looks for the next part while the steps build it: soon, then less often (D1 calls count). */
const FIRST_WAIT_MS = 150;
const LONGEST_WAIT_MS = 2_000;
/** An export whose steps have not moved for this long is given up (its steps are failing, or lost). */
const STALLED_MS = 120_000;

/**
 * The export as the admin downloads it: the head at once, then each part as its step writes it, read from R2 and
 * passed on (the formatting CPU is the steps', not this request's). `onEnd` hears how many rows went out and
 * whether all did, when the stream finishes, fails, or is cancelled by the client going away (which stops the
 * steps). The parts leave R2 as the stream ends.
 */
export function exportFileStream(
  env: Env,
  exportId: number,
  language: Language,
  onEnd: (end: ExportEnd) => void,
  waitUntil: (work: Promise<unknown>) => void,
): ReadableStream<Uint8Array> {
  const db = drizzle(env.DB);
  const encoder = new TextEncoder();
  let next = -1;
  let lastMove = Date.now();
  let ended = false;
  let rowsSent = 0;
  /** The stream is over: done, failed, or cancelled by the client (the steps stop; a done export stays done). */
  const end = (how: "done" | "failed" | "cancelled") => {
    if (ended) return;
    ended = true;
    onEnd({ rows: rowsSent, complete: how === "done" });
    waitUntil(stopExport(env, exportId, how === "done" ? "cancelled" : how));
  };
  let wait = FIRST_WAIT_MS;
  /** Passes on the next part, waiting for its step; or closes (done) or errors (stopped) the stream. */
  const sendNext = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    for (;;) {
      const job = await db
        .select({ status: inquiryExports.status, parts: inquiryExports.parts, partKeys: inquiryExports.partKeys })
        .from(inquiryExports)
        .where(eq(inquiryExports.id, exportId))
        .get();
      if (!job || job.status === "failed" || job.status === "cancelled" || Date.now() - lastMove > STALLED_MS) {
        end("failed");
        controller.error(new Error("export_stopped"));
        return;
      }
      if (next < job.parts) {
        const part = await env.SHEETS.get((JSON.parse(job.partKeys) as string[])[next]!);
        if (!part) {
          end("failed");
          controller.error(new Error("export_part_missing"));
          return;
        }
        const bytes = new Uint8Array(await part.arrayBuffer());
        next += 1;
        lastMove = Date.now();
        wait = FIRST_WAIT_MS;
        rowsSent += Number(part.customMetadata?.rows ?? 0);
        if (bytes.length > 0) return controller.enqueue(bytes);
        continue;
      }
      if (job.status === "done") {
        end("done");
        controller.close();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(LONGEST_WAIT_MS, wait * 2);
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (next === -1) {
          next = 0;
          controller.enqueue(encoder.encode(await exportHead(language)));
          return;
        }
        await sendNext(controller);
      } catch (error) {
        // A read that failed (D1, R2): the download ends incomplete, and says so in the audit log.
        end("failed");
        controller.error(error);
      }
    },
    cancel() {
      end("cancelled");
    },
  });
}
