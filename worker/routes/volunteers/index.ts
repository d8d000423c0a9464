import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import type { VolunteerReportDto } from "../../../contract/volunteerList";
import { volunteerSignUpSchema, type VolunteerJoinedDto } from "../../../contract/volunteerSignUp";
import { requireStaff } from "../../auth/guards";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { clientNetwork } from "../../http/clientNetwork";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { registryReport } from "../../volunteers/detail";
import { joinRegistry } from "../../volunteers/signUp";
import { importRoutes } from "./import";
import { peopleRoutes } from "./people";
import { sendConfirmationSoon } from "../../volunteers/messages/send";
import { partnerCookie } from "../../partners/attribution";

/** The sign-up's largest honest body is well under 2 KB. */
const MAX_SIGN_UP_BYTES = 8 * 1024;

/**
 * The registry of people who want to hear about future studies (docs/registry.md): the public sign-up here; staff's
 * people (./people.ts) and the admin's import (./import.ts) beside it. The person's own page is a page the Worker
 * renders (worker/pages/registryMe.ts), behind a code sent to them: no JSON endpoint shows their details.
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
  .route("/people", peopleRoutes)
  // Counts only, no personal data.
  .get("/report", requireStaff, async (c) => c.json((await registryReport(drizzle(c.env.DB))) satisfies VolunteerReportDto))
  .route("/import", importRoutes);
