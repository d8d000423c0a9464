import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { answersFromFields } from "../../contract/contactForm";
import type { Language } from "../../contract/language";
import { moveStep, STEP_MOVE_FIELD, STEP_MOVES, STEP_QUESTION_FIELD, type StepMove } from "../../contract/prescreenSteps";
import { localizedPath } from "../../contract/sitePaths";
import type { PublishedStudiesDto } from "../../contract/studies";
import { studySettings } from "../config";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import type { AppEnv } from "../env";
import { limitBody } from "../http/guards";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundText } from "../texts/translate";
import { formFields, plainFormPost } from "../http/plainForm";
import { readPublishedStudies, visibleStudies } from "../studies/store";
import { renderPageDocument } from "./document";
import { matchEdgePage } from "./match";

/** A step's form holds a handful of short answers. */
const MAX_STEP_BODY_BYTES = 4 * 1024;
const ROUTE = "/studies/:slug/questions";

/**
 * A study's questions without JavaScript (docs/prescreen.md): each step is a plain form the browser posts
 * here with the answers so far; the answer is the next step (or the contact form after the last question),
 * rendered with the same page and the same rules as in the browser (contract/prescreenSteps.ts). Nothing
 * is stored until the contact form is sent; the page holds the visitor's answers, so no cache keeps it.
 */
export const questionSteps = new Hono<AppEnv>();
for (const language of ["en", "es"] as const) {
  questionSteps.post(localizedPath("/studies/:slug/questions", language), limitBody(MAX_STEP_BODY_BYTES), plainFormPost, (c) =>
    step(c, language),
  );
}

const isMove = (value: string | null): value is StepMove => (STEP_MOVES as readonly string[]).includes(value ?? "");

async function step(c: Context<AppEnv>, language: Language): Promise<Response> {
  const url = new URL(c.req.url);
  const page = matchEdgePage(url.pathname);
  const fields = await formFields(c);
  let published: PublishedStudiesDto;
  try {
    published = await readPublishedStudies(drizzle(c.env.DB), language, studySettings(c.env));
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    // The answers are still in the visitor's browser: going back and pressing Next again sends them again.
    c.header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
    return c.text(outboundText(language, outboundTexts.questionsBusy), 503);
  }
  const studies = visibleStudies(published, page?.slug);
  const study = studies.studies.find((item) => item.slug === page?.slug);
  if (!page || !study) return c.env.ASSETS.fetch(new Request(url, { method: "GET" }));
  if (study.recruitment !== "recruiting" || !study.prescreen) return c.redirect(localizedPath(`/studies/${study.slug}`, language), 303);
  const move = fields.get(STEP_MOVE_FIELD);
  const current = fields.get(STEP_QUESTION_FIELD) || null;
  const next = moveStep(
    study.prescreen.questions,
    answersFromFields(fields),
    current,
    isMove(move) ? move : "next",
    new Date().getFullYear(),
  );
  const { html } = await renderPageDocument(c.env, new URL(url.pathname, url.origin), {
    language,
    route: ROUTE,
    data: { studies, questions: { path: localizedPath(`/studies/${study.slug}/questions`, "en"), ...next } },
  });
  return c.html(html, 200, { "Cache-Control": "no-store" });
}
