import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { studyEditorRoutes } from "./editor";
import { publicStudyRoutes } from "./public";

/** /api/studies: the published studies (public), and the staff's editor under /admin. */
export const studyRoutes = new Hono<AppEnv>().route("/admin", studyEditorRoutes).route("/", publicStudyRoutes);
