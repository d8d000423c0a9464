import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { volunteerChangeSchema } from "../../../contract/volunteerChange";
import type { VolunteerReportDto } from "../../../contract/volunteerList";
import { volunteerSignUpSchema, type VolunteerJoinedDto } from "../../../contract/volunteerSignUp";
import type { VolunteerSelfDto } from "../../../contract/volunteers";
import { requireStaff } from "../../auth/guards";
import { registryConsentMonths } from "../../config";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { clientNetwork } from "../../http/clientNetwork";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { readRegistryToken } from "../../messaging/keys";
import { renewConsent, withdrawConsent } from "../../volunteers/consent";
import { eraseRegistryEntries } from "../../volunteers/erase";
import { registryReport } from "../../volunteers/detail";
import { applySelfChange, selfView, volunteerByReference } from "../../volunteers/selfService";
import { joinRegistry } from "../../volunteers/signUp";
import { importRoutes } from "./import";
import { peopleRoutes } from "./people";
import { sendConfirmationSoon } from "../../volunteers/messages/send";
import { partnerCookie } from "../../partners/attribution";

/** The sign-up's largest honest body is well under 2 KB. */
const MAX_SIGN_UP_BYTES = 8 * 1024;

/** The person a `?t=` registry link stands for (docs/registry.md, "The person's own page"), or the answer to give. */
async function linkedPerson(c: Context<AppEnv>) {
  const reference = await readRegistryToken(c.env, c.req.query("t") ?? "");
  if (!reference)
    return { error: jsonError(c, 400, "invalid_token", "This link is not valid. Please use the link from our most recent message.") };
  const db = drizzle(c.env.DB);
  const row = await volunteerByReference(db, reference);
  if (!row) return { error: jsonError(c, 404, "not_found", "This person is no longer in the registry.") };
  return { db, row };
}

/**
 * The registry of people who want to hear about future studies (docs/registry.md): the public sign-up and
 * the person's own page here; staff's people (./people.ts) and the admin's import (./import.ts) beside it.
 */
export const registryRoutes = new Hono<AppEnv>()
  // The public sign-up: the contact form's abuse rules (honeypot, the network's quota, an idempotency key).
  .post("/", requireJsonBody, limitBody(MAX_SIGN_UP_BYTES), validJson(volunteerSignUpSchema), async (c) => {
    const outcome = await joinRegistry(c.env, clientNetwork(c), c.req.valid("json"), partnerCookie(c));
    switch (outcome.kind) {
      case "joined":
        sendConfirmationSoon(c.env, c.executionCtx, outcome.reference);
        return c.json({ reference: outcome.reference } satisfies VolunteerJoinedDto, 201);
      case "invalid":
        return jsonError(c, 400, "validation_failed", "Some fields are missing or invalid.", outcome.fields);
      case "rate_limited":
        c.header("Retry-After", "60");
        return jsonError(c, 429, "rate_limited", "Too many sign-ups were sent from your connection. Please wait a minute and try again.");
    }
  })
  // The person's own page: reading changes nothing; each change is a button (a POST).
  .get("/me", async (c) => {
    const found = await linkedPerson(c);
    if ("error" in found) return found.error;
    c.header("Cache-Control", "no-store");
    return c.json(selfView(found.row) satisfies VolunteerSelfDto);
  })
  .post("/me", requireJsonBody, limitBody(2 * 1024), validJson(volunteerChangeSchema), async (c) => {
    const found = await linkedPerson(c);
    if ("error" in found) return found.error;
    const changed = await applySelfChange(found.db, found.row, c.req.valid("json"));
    if (!changed) return jsonError(c, 409, "conflict", "You left the registry; nothing was changed.");
    return c.json(selfView(changed) satisfies VolunteerSelfDto);
  })
  .post("/me/renew", async (c) => {
    const found = await linkedPerson(c);
    if ("error" in found) return found.error;
    if (!(await renewConsent(found.db, found.row.id, registryConsentMonths(c.env), "web", null)))
      return jsonError(c, 409, "conflict", "You left the registry; join again from the registry page.");
    return c.json(selfView((await volunteerByReference(found.db, found.row.reference))!) satisfies VolunteerSelfDto);
  })
  .post("/me/leave", async (c) => {
    const found = await linkedPerson(c);
    if ("error" in found) return found.error;
    await withdrawConsent(found.db, found.row.id, "web", null);
    const left = (await volunteerByReference(found.db, found.row.reference))!;
    // The person's own "remove me" erases their details now, the photo of their sheet first (docs/registry.md).
    await eraseRegistryEntries(c.env, found.db, [left], null);
    return c.json(selfView(left) satisfies VolunteerSelfDto);
  })
  .route("/people", peopleRoutes)
  // Counts only, no personal data.
  .get("/report", requireStaff, async (c) => c.json((await registryReport(drizzle(c.env.DB))) satisfies VolunteerReportDto))
  .route("/import", importRoutes);
