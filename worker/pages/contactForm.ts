import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import {
  answersFromFields,
  emptyContactForm,
  FORM_INTENT_FIELD,
  inquiryInputOf,
  PRESCREEN_VERSION_FIELD,
  STUDY_FIELD,
  valuesFromFields,
  type ContactFormState,
  type FormProblem,
  type FormStudy,
  type PrescreenAnswers,
} from "../../contract/contactForm";
import { checkContactForm } from "../../contract/contactFormSchema";
import type { Language } from "../../contract/language";
import { localizedPath } from "../../contract/sitePaths";
import { openStudies } from "../../contract/studies";
import { STUDY_CODE_PATTERN } from "../../contract/studySchemas";
import { studySettings } from "../config";
import { isStorageUnavailable } from "../db/unavailable";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { limitBody } from "../http/guards";
import { formFields, noteStorageBusy, plainFormPost, plainSubmissionKey } from "../http/plainForm";
import { fileInquiry, MAX_INQUIRY_BODY_BYTES } from "../inquiries/create";
import { log } from "../observability/log";
import { readPublishedStudies } from "../studies/store";
import { currentContentVersion } from "../studies/contentVersion";
import { renderPageDocument } from "./document";
import { loadPageKit } from "./kit";
import { EDGE_CACHE_CONTROL, pageCacheKey, toVisitor } from "./pageCache";
import { partnerCookie } from "../partners/attribution";

/**
 * The contact page as the Worker serves it (docs/architecture.md, "a form that works without JavaScript"):
 * - GET /contact: the prerendered page; with `?study=CODE` (a study's "See if you qualify"), the same page
 *   rendered here with that study on the form, kept in the edge cache like the study pages.
 * - POST /contact: the form as the browser sends it before (or without) the page's code: checked with the
 *   same contract as the API, filed the same way (worker/inquiries/create.ts), then a redirect to the
 *   confirmation page, or the form again with every value and what to fix, in the page's language.
 */
export const contactPages = new Hono<AppEnv>();
for (const language of ["en", "es"] as const) {
  const path = localizedPath("/contact", language);
  contactPages.get(path, (c) => servePage(c, language));
  contactPages.post(path, limitBody(MAX_INQUIRY_BODY_BYTES), plainFormPost, (c) => receive(c, language));
}

const PAGE_ROUTE = "/contact";

function formState(state: Partial<ContactFormState>): ContactFormState {
  return { path: PAGE_ROUTE, study: null, values: emptyContactForm, errors: {}, problem: null, prescreen: null, ...state };
}

/** The open study with this code, as the form names it, in the page's language (null when unknown or closed). */
async function openStudy(env: Env, language: Language, code: string): Promise<FormStudy | null> {
  if (!STUDY_CODE_PATTERN.test(code)) return null;
  const published = await readPublishedStudies(drizzle(env.DB), language, studySettings(env));
  const study = openStudies(published.studies).find((item) => item.code === code);
  return study ? { code: study.code, title: study.text.title } : null;
}

async function servePage(c: Context<AppEnv>, language: Language): Promise<Response> {
  const started = performance.now();
  const url = new URL(c.req.url);
  const code = url.searchParams.get("study") ?? "";
  // Without a study (or with one that is not a study code), the page is the build's.
  if (!STUDY_CODE_PATTERN.test(code)) return c.env.ASSETS.fetch(c.req.raw);
  const canonical = new URL(`${url.pathname}?study=${code}`, url.origin);
  try {
    const [version, kit] = await Promise.all([currentContentVersion(drizzle(c.env.DB)), loadPageKit(c.env, url.origin)]);
    const key = pageCacheKey(url.origin, `${canonical.pathname}${canonical.search}`, version, kit.build);
    const hit = await caches.default.match(key);
    if (hit) return toVisitor(hit, "hit", started);
    const study = await openStudy(c.env, language, code);
    // A study that closed (or never was): the form without it.
    if (!study) return c.env.ASSETS.fetch(c.req.raw);
    const { html } = await renderPageDocument(c.env, canonical, {
      language,
      route: PAGE_ROUTE,
      data: { contactForm: formState({ study }) },
    });
    const stored = new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": EDGE_CACHE_CONTROL } });
    c.executionCtx.waitUntil(caches.default.put(key, stored.clone()));
    return toVisitor(stored, "miss", started);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    // The form still works without the study's name on it.
    log.warn("page_served_without_study", { code: "storage_unavailable", route: PAGE_ROUTE });
    return c.env.ASSETS.fetch(c.req.raw);
  }
}

async function receive(c: Context<AppEnv>, language: Language): Promise<Response> {
  const fields = await formFields(c);
  const values = valuesFromFields(fields);
  const code = fields.get(STUDY_FIELD) ?? "";
  const version = Number(fields.get(PRESCREEN_VERSION_FIELD));
  const prescreen: PrescreenAnswers | null =
    Number.isSafeInteger(version) && version > 0 ? { versionId: version, answers: answersFromFields(fields) } : null;
  const sendBack = async (state: Partial<ContactFormState>, status: 200 | 400 | 429 | 503) => {
    const url = new URL(c.req.url);
    const { html } = await renderPageDocument(c.env, new URL(url.pathname, url.origin), {
      language,
      route: PAGE_ROUTE,
      data: { contactForm: formState({ values, prescreen, ...state }) },
    });
    // What the visitor typed is on this page: never kept by a cache.
    return c.html(html, status, { "Cache-Control": "no-store" });
  };

  let study: FormStudy | null = null;
  try {
    study = code ? await openStudy(c.env, language, code) : null;
    // "Remove study" pressed before the page's code arrived: the same form, without the study or its answers.
    if (fields.get(FORM_INTENT_FIELD) === "remove-study") return await sendBack({ prescreen: null }, 200);
    const input = inquiryInputOf(values, {
      language,
      studyId: code || undefined,
      prescreen: prescreen ?? undefined,
      submissionId: await plainSubmissionKey(c, fields),
    });
    const checked = checkContactForm(input);
    if (!checked.ok) {
      const problem: FormProblem = checked.other.studyId ? "study_closed" : checked.other.prescreen ? "answers" : "fields";
      return await sendBack({ study, errors: checked.errors, problem }, 400);
    }
    const outcome = await fileInquiry(c.env, c.executionCtx, clientNetwork(c), checked.data, partnerCookie(c));
    switch (outcome.kind) {
      case "created":
        // See Other: the confirmation page is fetched with GET, so reloading it sends nothing again.
        return c.redirect(localizedPath("/contact/sent", language), 303);
      case "invalid":
        // The study stopped taking people since the page was opened: the form without it, to send again.
        if (outcome.fields.studyId) return await sendBack({ study: null, prescreen: null, problem: "study_closed" }, 400);
        // A typed referral code no partner has: that field, to fix or leave empty.
        if (outcome.fields.referralCode)
          return await sendBack({ study, errors: { referralCode: "unknown_partner_code" }, problem: "fields" }, 400);
        return await sendBack({ study, problem: "answers" }, 400);
      case "rate_limited":
        c.header("Retry-After", "60");
        return await sendBack({ study, problem: "rate_limited" }, 429);
    }
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, PAGE_ROUTE);
    return await sendBack({ study, problem: "storage_unavailable" }, 503);
  }
}
