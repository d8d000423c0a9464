import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { createInquiry } from "./create";
import { detailRoutes } from "./detail";
import { eventRoutes } from "./events";
import { listRoutes } from "./list";
import { messageRoutes } from "./messages";
import { inquiryVisitRoutes } from "./visits";
import { prescreenRoutes } from "./prescreen";

/** /api/inquiries: the public form, the inbox list, an inquiry with its timeline and messages, erasure. */
export const inquiryRoutes = new Hono<AppEnv>()
  .route("/", createInquiry)
  .route("/", listRoutes)
  .route("/", eventRoutes)
  .route("/", messageRoutes)
  .route("/", inquiryVisitRoutes)
  .route("/", prescreenRoutes)
  .route("/", detailRoutes);
