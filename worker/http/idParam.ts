import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { jsonError } from "./errors";

const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/**
 * Reads the route's `:id` as a row id (a positive whole number) into `c.var.id` (or `inquiryId`), or
 * answers 400 naming what the id is of. The one guard every route with an id uses.
 */
export const idParam = (what: string, variable: "id" | "inquiryId" | "versionId" = "id") =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.param(variable === "versionId" ? "versionId" : "id") ?? "";
    if (!ID_PATTERN.test(raw)) return jsonError(c, 400, "bad_request", `The ${what} id must be a positive whole number.`);
    c.set(variable, Number(raw));
    await next();
  });
