import { and, eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import type { Language } from "../../contract/language";
import { ANSWER_LINK_ROUTE, localizedPath } from "../../contract/sitePaths";
import { studies, studyVersions } from "../db/schema";
import { isStorageUnavailable } from "../db/unavailable";
import type { AppEnv } from "../env";

/**
 * GET /a/<n> and /es/a/<n>: where the answer to a campaign's "SÍ" sends the person (docs/campaigns.md, "Replies").
 * A text can be read by anyone holding the phone, so the link names no study: here it becomes the study's
 * questions (or its page), in the link's language; a study that closed or is unknown leads to the list of studies.
 */
export const answerLinks = new Hono<AppEnv>();
for (const language of ["en", "es"] as const) answerLinks.get(localizedPath(ANSWER_LINK_ROUTE, language), (c) => answer(c, language));

async function answer(c: Context<AppEnv>, language: Language): Promise<Response> {
  const id = Number(c.req.param("study"));
  let to = localizedPath("/studies", language);
  try {
    const study = Number.isSafeInteger(id)
      ? await drizzle(c.env.DB)
          .select({ slug: studies.slug, recruitment: studies.recruitment, questionnaire: studyVersions.questionnaire })
          .from(studies)
          .innerJoin(studyVersions, and(eq(studyVersions.id, studies.publishedVersionId), isNotNull(studyVersions.approvedAt)))
          .where(eq(studies.id, id))
          .get()
      : undefined;
    if (study?.recruitment === "recruiting")
      to = localizedPath(`/studies/${study.slug}${study.questionnaire !== null ? "/questions" : ""}`, language);
  } catch (error) {
    // The list of studies is still a sensible place to land while D1 cannot be read.
    if (!isStorageUnavailable(error)) throw error;
  }
  return c.redirect(to, 302);
}
