import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import type { InquiryDetailDto } from "../../../contract/inbox";
import { responseTargetMinutes } from "../../config";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { readInquiryDetail } from "../../inquiries/detail";

/**
 * The inquiry as it is after an action, for the action's answer (the client needs no second request), or the
 * 404/410 to send instead if it is gone or was erased meanwhile.
 */
export async function currentInquiry(
  c: Context<AppEnv>,
  db: DrizzleD1Database,
  id: number,
): Promise<{ inquiry: InquiryDetailDto; problem?: never } | { problem: Response; inquiry?: never }> {
  const inquiry = await readInquiryDetail(db, id, responseTargetMinutes(c.env));
  if (inquiry === "not_found") return { problem: jsonError(c, 404, "not_found", "No inquiry has that id.") };
  if (inquiry === "erased") return { problem: jsonError(c, 410, "erased", "This inquiry's personal data was erased.") };
  return { inquiry };
}
