import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import type { PublishedStudiesDto, StudyCodesDto } from "../../../contract/studies";
import { publishedStudiesQuery } from "../../../contract/studySchemas";
import { requireStaff } from "../../auth/guards";
import { studySettings } from "../../config";
import type { AppEnv } from "../../env";
import { validQuery } from "../../http/guards";
import { readPublishedStudies, readStudyCodes, visibleStudies } from "../../studies/store";

/**
 * /api/studies: the published studies for the public pages (a page reached in the browser without them,
 * the contact form's study), and every study's code for the staff's filters.
 */
export const publicStudyRoutes = new Hono<AppEnv>()
  .get("/", validQuery(publishedStudiesQuery, "The language must be en or es."), async (c) => {
    const studies = visibleStudies(await readPublishedStudies(drizzle(c.env.DB), c.req.valid("query").lang, studySettings(c.env)));
    // Public text that changes only with a publication: a short shared cache keeps the promise of a minute.
    c.header("Cache-Control", "public, max-age=30");
    return c.json(studies satisfies PublishedStudiesDto);
  })
  .get("/codes", requireStaff, async (c) => c.json((await readStudyCodes(drizzle(c.env.DB))) satisfies StudyCodesDto));
