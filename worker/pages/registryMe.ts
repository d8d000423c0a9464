import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import type { Language } from "../../contract/language";
import { REGISTRY_CODE_CHANNELS, type RegistryMeProblem, type RegistryMeState } from "../../contract/registryMe";
import { localizedPath } from "../../contract/sitePaths";
import { volunteerChangeSchema } from "../../contract/volunteerChange";
import { isStorageUnavailable } from "../db/unavailable";
import type { AppEnv } from "../env";
import { limitBody } from "../http/guards";
import { formFields, noteStorageBusy, plainFormPost } from "../http/plainForm";
import { readRegistrySession, readRegistryToken } from "../messaging/keys";
import { registryConsentMonths } from "../config";
import { renewConsent, withdrawConsent } from "../volunteers/consent";
import { eraseRegistryEntries } from "../volunteers/erase";
import { checkSelfCode, codeChannels, sendSelfCode } from "../volunteers/selfCode";
import { applySelfChange, selfView, volunteerByReference } from "../volunteers/selfService";
import { renderPageDocument } from "./document";

const PAGE_ROUTE = "/registry/me";
/** The page's largest honest form (the choices: six topics, three channels, a language, two tokens) is under 1 KB. */
const MAX_FORM_BYTES = 4 * 1024;

/**
 * The person's own page of the list (docs/registry.md, "The person's own page"), rendered here with plain forms so
 * it works with or without the page's code. The link alone shows nothing personal: the person asks for a code sent
 * to the number or address on file, types it, and only then sees and changes their choices (a signed session,
 * 30 minutes, carried in the forms). Never cached, never indexed, never sent on as a Referer.
 */
export const registryMePages = new Hono<AppEnv>();
for (const language of ["en", "es"] as const) {
  const path = localizedPath(PAGE_ROUTE, language);
  registryMePages.get(path, (c) => open(c, language));
  registryMePages.post(path, limitBody(MAX_FORM_BYTES), plainFormPost, (c) => act(c, language));
}

const emptyState = (token: string): RegistryMeState => ({
  stage: "invalid",
  token,
  codeTo: [],
  sentTo: null,
  problem: null,
  session: null,
  person: null,
  done: null,
});

async function render(c: Context<AppEnv>, language: Language, state: RegistryMeState, status: 200 | 400 | 404 | 429 | 503) {
  const url = new URL(c.req.url);
  const { html } = await renderPageDocument(c.env, new URL(url.pathname, url.origin), {
    language,
    route: PAGE_ROUTE,
    data: { registryMe: state },
  });
  return c.html(html, status, { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" });
}

/** The person a link stands for (not erased), or the stage to show instead. */
type Found = { row: NonNullable<Awaited<ReturnType<typeof volunteerByReference>>> } | { stage: "invalid" | "gone" };

async function personOf(c: Context<AppEnv>, db: DrizzleD1Database, token: string): Promise<Found> {
  const reference = await readRegistryToken(c.env, token);
  if (!reference) return { stage: "invalid" };
  const row = await volunteerByReference(db, reference);
  return row ? { row } : { stage: "gone" };
}

/** Opening the link: where a code may go, and nothing else (mail scanners open links; opening changes nothing). */
async function open(c: Context<AppEnv>, language: Language): Promise<Response> {
  const token = c.req.query("t") ?? "";
  try {
    const db = drizzle(c.env.DB);
    const found = await personOf(c, db, token);
    if (!("row" in found))
      return await render(c, language, { ...emptyState(token), stage: found.stage }, found.stage === "gone" ? 404 : 400);
    return await render(c, language, { ...emptyState(token), stage: "ask", codeTo: await codeChannels(c.env, db, found.row) }, 200);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, PAGE_ROUTE);
    c.header("Retry-After", "10");
    return await render(c, language, { ...emptyState(token), stage: "busy" }, 503);
  }
}

/** A form of the page: ask for a code, type it, or (with the session) save, renew or leave. */
async function act(c: Context<AppEnv>, language: Language): Promise<Response> {
  const fields = await formFields(c);
  const token = fields.get("t") ?? "";
  const base = emptyState(token);
  try {
    const db = drizzle(c.env.DB);
    const found = await personOf(c, db, token);
    if (!("row" in found)) return await render(c, language, { ...base, stage: found.stage }, found.stage === "gone" ? 404 : 400);
    const { row } = found;
    const codeTo = await codeChannels(c.env, db, row);
    const ask = (problem: RegistryMeProblem | null, status: 200 | 400 | 429 = 400) =>
      render(c, language, { ...base, stage: "ask", codeTo, problem }, status);
    const intent = fields.get("intent");

    if (intent === "send") {
      const channel = REGISTRY_CODE_CHANNELS.find((option) => option === fields.get("channel"));
      if (!channel) return await ask("no_channel");
      const sent = await sendSelfCode(c.env, db, row, channel);
      if (!sent.ok) return await ask(sent.problem, sent.problem === "too_soon" ? 429 : 400);
      return await render(c, language, { ...base, stage: "code", codeTo, sentTo: sent.sentTo }, 200);
    }
    if (intent === "verify") {
      const checked = await checkSelfCode(c.env, db, row, fields.get("code") ?? "");
      if (!checked.ok) {
        // A code that lapsed or was tried too often: ask for a new one; a wrong one: type it again.
        if (checked.problem !== "wrong_code") return await ask(checked.problem);
        return await render(c, language, { ...base, stage: "code", codeTo, problem: "wrong_code" }, 400);
      }
      return await render(c, language, { ...base, stage: "choices", session: checked.session, person: selfView(row) }, 200);
    }

    if (intent === "again") return await ask(null, 200);
    // Every change needs the session the code gave, for this very person.
    const session = fields.get("s") ?? "";
    if ((await readRegistrySession(c.env, session)) !== row.reference) return await ask("session_over");
    const choices = (problem: RegistryMeProblem | null, person = row, done: RegistryMeState["done"] = null, status: 200 | 400 = 200) =>
      render(c, language, { ...base, stage: "choices", session, person: selfView(person), problem, done }, status);
    if (intent === "save") {
      const change = volunteerChangeSchema.safeParse({
        topics: fields.getAll("topics"),
        channels: fields.getAll("channels"),
        language: fields.get("language") ?? undefined,
      });
      if (!change.success) return await choices("no_channels_chosen", row, null, 400);
      const changed = await applySelfChange(db, row, change.data);
      return await choices(null, changed ?? row, changed ? "save" : null);
    }
    if (intent === "renew") {
      await renewConsent(db, row.id, registryConsentMonths(c.env), "web", null);
      return await choices(null, (await volunteerByReference(db, row.reference)) ?? row, "renew");
    }
    if (intent === "leave") {
      await withdrawConsent(db, row.id, "web", null);
      // The person's own "remove me" erases their details now, the photo of their sheet first.
      await eraseRegistryEntries(c.env, db, [row], null);
      return await render(c, language, { ...base, stage: "left" }, 200);
    }
    return await ask(null);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    noteStorageBusy(c, PAGE_ROUTE);
    c.header("Retry-After", "10");
    return await render(c, language, { ...base, stage: "busy" }, 503);
  }
}
