import { routePath } from "hono/route";
import { Hono } from "hono";
import type { HealthDto, ReadinessDto } from "../../contract/health";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import type { AppEnv } from "../env";
import { readiness } from "../jobs/runs";
import { SCHEDULED_JOBS } from "../jobs/schedule";
import { errorClassOf, log } from "../observability/log";

export const health = new Hono<AppEnv>()
  /** GET /api/health: the Worker answers (the bench's baseline and uptime checks); no database read. */
  .get("/", (c) => c.json({ status: "ok" } satisfies HealthDto))
  /**
   * GET /api/health/ready: D1 answers and every scheduled job has finished successfully within twice its
   * period (worker/jobs/runs.ts); else 503, naming the late jobs. Public: names, times and counts only.
   */
  .get("/ready", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      const body = await readiness(c.env, SCHEDULED_JOBS, new Date());
      return c.json(body, body.status === "ready" ? 200 : 503);
    } catch (err) {
      if (!isStorageUnavailable(err)) throw err;
      log.warn("storage_unavailable", {
        requestId: c.get("requestId"),
        route: routePath(c),
        method: c.req.method,
        status: 503,
        code: "storage_unavailable",
        errorClass: errorClassOf(err),
      });
      c.header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
      const body: ReadinessDto = { status: "not_ready", database: "unavailable", jobs: [], lateJobs: [], outbox: null };
      return c.json(body, 503);
    }
  });
