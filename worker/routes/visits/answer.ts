import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Context } from "hono";
import type { VisitResultDto } from "../../../contract/visits";
import { visits } from "../../db/schema";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { sendSoon } from "../../messaging/outbox";
import type { VisitWritten } from "../../visits/book";
import type { VisitProblem } from "../../visits/problems";
import { visitDtos } from "../../visits/store";

/** The answer to booking, moving or changing a visit: the problem, or the visit with what was sent. */
export async function visitAnswer(c: Context<AppEnv>, result: VisitWritten | VisitProblem, status: 200 | 201 = 200): Promise<Response> {
  if (!result.ok) return jsonError(c, result.status, result.code, result.message, result.fields);
  if (result.messageIds.length > 0) sendSoon(c.env, c.executionCtx, result.messageIds);
  const [visit] = await visitDtos(drizzle(c.env.DB), eq(visits.id, result.visitId));
  return c.json({ visit: visit!, messages: result.messages } satisfies VisitResultDto, status);
}
