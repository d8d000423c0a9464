import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";

const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/** Reads `:id` as an inquiry id (a positive whole number) or answers 400. */
export const inquiryIdParam = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.param("id") ?? "";
  if (!ID_PATTERN.test(raw)) return jsonError(c, 400, "bad_request", "The inquiry id must be a positive whole number.");
  c.set("inquiryId", Number(raw));
  await next();
});
