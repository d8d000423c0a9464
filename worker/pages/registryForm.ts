import { Hono, type Context } from "hono";
import type { Language } from "../../contract/language";
import type { RegistryFormState } from "../../contract/registryForm";
import { checkRegistryForm, registryInputOf, registryValuesOf } from "../../contract/registryFormCheck";
import { localizedPath } from "../../contract/sitePaths";
import { isStorageUnavailable } from "../db/unavailable";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { limitBody } from "../http/guards";
import { formFields, noteStorageBusy, plainFormPost, plainSubmissionKey } from "../http/plainForm";
import { joinRegistry } from "../volunteers/signUp";
import { renderPageDocument } from "./document";
import { sendConfirmationSoon } from "../volunteers/messages/send";
import { partnerCookie } from "../partners/attribution";

/** The sign-up's largest honest body (a name, two contacts, six topics, three channels) is well under 2 KB. */
const MAX_SIGN_UP_FORM_BYTES = 8 * 1024;
const PAGE_ROUTE = "/registry";

/**
 * The registry's sign-up page as the browser posts it (docs/registry.md, "Joining from the website"): checked
 * with the API's contract and stored the same way (worker/volunteers/signUp.ts), then the page again, in its
 * language, saying the person is on the list with their reference, or with every value and what to fix.
 * The page is never cached (what the visitor typed is on it); sending it again within minutes finds the
 * same person.
 */
export const registryPages = new Hono<AppEnv>();
for (const language of ["en", "es"] as const) {
  const path = localizedPath(PAGE_ROUTE, language);
  registryPages.get(path, (c) => c.env.ASSETS.fetch(c.req.raw));
  registryPages.post(path, limitBody(MAX_SIGN_UP_FORM_BYTES), plainFormPost, (c) => receive(c, language));
}

async function receive(c: Context<AppEnv>, language: Language): Promise<Response> {
  const fields = await formFields(c);
  const values = registryValuesOf(fields, language);
  const url = new URL(c.req.url);
  const answer = async (state: Omit<RegistryFormState, "path" | "values">, status: 200 | 400 | 429 | 503) => {
    const { html } = await renderPageDocument(c.env, new URL(url.pathname, url.origin), {
      language,
      route: PAGE_ROUTE,
      // The router reads the path without its language prefix.
      data: { registryForm: { path: PAGE_ROUTE, values, ...state } },
    });
    return c.html(html, status, { "Cache-Control": "no-store" });
  };
  const checked = checkRegistryForm(registryInputOf(values, fields.get("website") ?? ""));
  if (!checked.ok) return answer({ errors: checked.errors, problem: "fields", joined: null }, 400);
  try {
    // A second press racing the first finds the same person (the page is prerendered, so the key is made here).
    const submissionId = await plainSubmissionKey(c, fields);
    const outcome = await joinRegistry(c.env, clientNetwork(c), { ...checked.data, submissionId }, partnerCookie(c));
    switch (outcome.kind) {
      case "joined":
        sendConfirmationSoon(c.env, c.executionCtx, outcome.reference);
        return await answer({ errors: {}, problem: null, joined: { reference: outcome.reference } }, 200);
      case "invalid":
        return await answer(
          { errors: Object.fromEntries(Object.entries(outcome.fields).map(([k, v]) => [k, v[0]])), problem: "fields", joined: null },
          400,
        );
      case "rate_limited":
        c.header("Retry-After", "60");
        return await answer({ errors: {}, problem: "rate_limited", joined: null }, 429);
    }
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, PAGE_ROUTE);
    return await answer({ errors: {}, problem: "storage_unavailable", joined: null }, 503);
  }
}
