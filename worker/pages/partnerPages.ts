import { enrollmentShown } from "../../contract/enrollmentShown";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import type { Language } from "../../contract/language";
import { normalizePartnerCode } from "../../contract/partnerCode";
import {
  emptyReferForm,
  REFERRAL_FIELDS,
  referralInputSchema,
  type PartnerPageState,
  type ReferFormState,
  type ReferFormValues,
  type ReferralField,
} from "../../contract/partners";
import { localizedPath } from "../../contract/sitePaths";
import { openStudies } from "../../contract/studies";
import { studySettings } from "../config";
import { isStorageUnavailable } from "../db/unavailable";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { limitBody } from "../http/guards";
import { formFields, noteStorageBusy, plainFormPost } from "../http/plainForm";
import { rememberPartner } from "../partners/attribution";
import { fileReferral } from "../partners/referral";
import { partnerReport } from "../partners/report";
import { activePartnerByCode, partnerBySecret } from "../partners/store";
import { readPublishedStudies } from "../studies/store";
import { renderPageDocument } from "./document";

/** A referral holds a name, a phone and a few choices. */
const MAX_REFERRAL_BYTES = 4 * 1024;
const REFER_ROUTE = "/refer/:link";
const PARTNER_ROUTE = "/partners/:link";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A referral partner's public link and private pages (docs/partners.md):
 * - GET /r/<code>: records the partner on the visit (a cookie) and lands on the studies, or the partner's study;
 * - GET and POST /refer/<secret>: the partner's referral form, a plain form that works without JavaScript;
 * - GET /partners/<secret>: the partner's counts.
 * The private pages are rendered for each request and kept by no cache; their address is a credential, so it
 * is never sent on as a Referer and never indexed.
 */
export const partnerPages = new Hono<AppEnv>();
for (const language of ["en", "es"] as const) {
  partnerPages.get(localizedPath("/r/:code", language), (c) => land(c, language));
  partnerPages.get(localizedPath("/refer/:link", language), (c) => referPage(c, language));
  partnerPages.post(localizedPath("/refer/:link", language), limitBody(MAX_REFERRAL_BYTES), plainFormPost, (c) =>
    receiveReferral(c, language),
  );
  partnerPages.get(localizedPath("/partners/:link", language), (c) => partnerPage(c, language));
}

async function land(c: Context<AppEnv>, language: Language): Promise<Response> {
  const db = drizzle(c.env.DB);
  const studiesPath = localizedPath("/studies", language);
  let to = studiesPath;
  try {
    const partner = await activePartnerByCode(db, normalizePartnerCode(c.req.param("code") ?? ""));
    if (partner) {
      rememberPartner(c, partner.code);
      if (partner.studyId) {
        const published = await readPublishedStudies(db, language, studySettings(c.env));
        const study = openStudies(published.studies).find((item) => item.code === partner.studyId);
        if (study) to = localizedPath(`/studies/${study.slug}`, language);
      }
    }
  } catch (error) {
    // The visitor still lands on the studies; only the partner's credit is lost.
    if (!isStorageUnavailable(error)) throw error;
  }
  // An old poster with a retired code still leads somewhere useful.
  c.header("Cache-Control", "no-store");
  return c.redirect(to, 302);
}

const privateHeaders = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };

async function render(c: Context<AppEnv>, language: Language, route: string, data: object, status: 200 | 400 | 404 | 429 | 503) {
  const url = new URL(c.req.url);
  const { html } = await renderPageDocument(c.env, new URL(url.pathname, url.origin), { language, route, data });
  return c.html(html, status, privateHeaders);
}

async function openStudyChoices(env: Env, language: Language) {
  const published = await readPublishedStudies(drizzle(env.DB), language, studySettings(env));
  // Only studies the clinic confirmed lately (the study pages' rule): a partner never offers one that may have closed.
  return openStudies(published.studies)
    .filter((study) => enrollmentShown(study) === "enrolling")
    .map((study) => ({ code: study.code, title: study.text.title }));
}

function referState(state: Partial<ReferFormState>): ReferFormState {
  return {
    partner: null,
    studies: [],
    values: emptyReferForm,
    errors: {},
    problem: null,
    sent: false,
    submissionId: crypto.randomUUID(),
    ...state,
  };
}

async function referPage(c: Context<AppEnv>, language: Language): Promise<Response> {
  try {
    const partner = await partnerBySecret(drizzle(c.env.DB), c.req.param("link") ?? "");
    if (!partner) return await render(c, language, REFER_ROUTE, { referForm: referState({}) }, 404);
    const studies = await openStudyChoices(c.env, language);
    return await render(c, language, REFER_ROUTE, { referForm: referState({ partner: { name: partner.name }, studies }) }, 200);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, REFER_ROUTE);
    return await render(c, language, REFER_ROUTE, { referForm: referState({ problem: "storage_unavailable" }) }, 503);
  }
}

function referValuesOf(fields: URLSearchParams): ReferFormValues {
  const values = { ...emptyReferForm };
  for (const name of ["code", "name", "phone", "language", "interest"] as const) values[name] = (fields.get(name) ?? "").slice(0, 200);
  values.agreed = fields.has("agreed");
  values.sharesHealth = fields.has("sharesHealth");
  return values;
}

async function receiveReferral(c: Context<AppEnv>, language: Language): Promise<Response> {
  const fields = await formFields(c);
  const values = referValuesOf(fields);
  const db = drizzle(c.env.DB);
  const key = fields.get("submissionId") ?? "";
  // The same key again if this form must be sent again: a referral stored before a lost answer is not filed twice.
  let state: Partial<ReferFormState> = { values, ...(UUID.test(key) ? { submissionId: key } : {}) };
  try {
    const partner = await partnerBySecret(db, c.req.param("link") ?? "");
    if (!partner) return await render(c, language, REFER_ROUTE, { referForm: referState({}) }, 404);
    state = { ...state, partner: { name: partner.name }, studies: await openStudyChoices(c.env, language) };
    const parsed = referralInputSchema.safeParse({
      ...values,
      interest: values.interest || undefined,
      agreed: values.agreed || undefined,
      sharesHealth: values.sharesHealth || undefined,
      submissionId: fields.get("submissionId") || undefined,
      website: fields.get("website") || undefined,
    });
    if (!parsed.success) {
      const errors: Partial<Record<ReferralField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ReferralField;
        if ((REFERRAL_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
      }
      return await render(c, language, REFER_ROUTE, { referForm: referState({ ...state, errors, problem: "fields" }) }, 400);
    }
    const outcome = await fileReferral(c.env, c.executionCtx, clientNetwork(c), partner, parsed.data, language);
    switch (outcome.kind) {
      case "sent":
        // Nothing the partner typed is shown again: the form is empty, ready for the next person.
        return await render(
          c,
          language,
          REFER_ROUTE,
          { referForm: referState({ ...state, values: emptyReferForm, sent: true, submissionId: crypto.randomUUID() }) },
          200,
        );
      case "invalid":
        return await render(
          c,
          language,
          REFER_ROUTE,
          { referForm: referState({ ...state, errors: outcome.fields, problem: "fields" }) },
          400,
        );
      case "rate_limited":
        c.header("Retry-After", "60");
        return await render(c, language, REFER_ROUTE, { referForm: referState({ ...state, problem: "rate_limited" }) }, 429);
    }
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, REFER_ROUTE);
    return await render(c, language, REFER_ROUTE, { referForm: referState({ ...state, problem: "storage_unavailable" }) }, 503);
  }
}

async function partnerPage(c: Context<AppEnv>, language: Language): Promise<Response> {
  const db = drizzle(c.env.DB);
  try {
    const partner = await partnerBySecret(db, c.req.param("link") ?? "");
    const state: PartnerPageState = {
      report: partner ? await partnerReport(db, partner, language, studySettings(c.env)) : null,
      busy: false,
    };
    return await render(c, language, PARTNER_ROUTE, { partnerPage: state }, partner ? 200 : 404);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, PARTNER_ROUTE);
    return await render(c, language, PARTNER_ROUTE, { partnerPage: { report: null, busy: true } satisfies PartnerPageState }, 503);
  }
}
