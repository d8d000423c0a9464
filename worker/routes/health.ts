import { Hono } from "hono";
import type { HealthDto } from "../../contract/health";
import type { AppEnv } from "../env";

export const health = new Hono<AppEnv>().get("/", (c) => c.json({ status: "ok" } satisfies HealthDto));
