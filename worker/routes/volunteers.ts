import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { volunteerChangeSchema } from "../../contract/volunteerChange";
import { IMPORT_MAX_BYTES, importOptionsSchema, type ImportReportDto } from "../../contract/volunteerImport";
import {
  volunteerSearchSchema,
  type VolunteerDetailDto,
  type VolunteerPageDto,
  type VolunteerReportDto,
} from "../../contract/volunteerList";
import { volunteerSignUpSchema, type VolunteerJoinedDto } from "../../contract/volunteerSignUp";
import type { VolunteerSelfDto } from "../../contract/volunteers";
import { requireRole, requireStaff } from "../auth/guards";
import { registryConsentMonths } from "../config";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { clientNetwork } from "../http/clientNetwork";
import { fieldErrors, limitBody, requireJsonBody, validJson } from "../http/guards";
import { idParam } from "../http/idParam";
import { readRegistryToken } from "../messaging/keys";
import { renewConsent, withdrawConsent } from "../volunteers/consent";
import { readVolunteer, registryReport } from "../volunteers/detail";
import { importVolunteers } from "../volunteers/importRows";
import { searchVolunteers } from "../volunteers/list";
import { applySelfChange, selfView, volunteerByReference } from "../volunteers/selfService";
import { joinRegistry } from "../volunteers/signUp";

const admin = [requireStaff, requireRole("admin")] as const;
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
 * The registry of people who want to hear about future studies (docs/registry.md). The import takes a
 * multipart form: `file` (the CSV as saved, UTF-8 or Windows-1252) and `options` (JSON: the column mapping,
 * the consent basis, the default language, `dryRun`). A dry run writes nothing.
 */
export const registryRoutes = new Hono<AppEnv>()
  // The public sign-up: the contact form's abuse rules (honeypot, the network's quota, an idempotency key).
  .post("/", requireJsonBody, limitBody(MAX_SIGN_UP_BYTES), validJson(volunteerSignUpSchema), async (c) => {
    const outcome = await joinRegistry(c.env, clientNetwork(c), c.req.valid("json"));
    switch (outcome.kind) {
      case "joined":
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
    return c.json(selfView((await volunteerByReference(found.db, found.row.reference))!) satisfies VolunteerSelfDto);
  })
  // Search text never goes into a URL (URLs end up in logs): the filters are a JSON body, as the inbox's.
  .post("/people/search", requireStaff, requireJsonBody, limitBody(4 * 1024), validJson(volunteerSearchSchema), async (c) =>
    c.json((await searchVolunteers(drizzle(c.env.DB), c.req.valid("json"))) satisfies VolunteerPageDto),
  )
  .get("/people/:id", requireStaff, idParam("person"), async (c) => {
    const person = await readVolunteer(drizzle(c.env.DB), c.get("id"));
    if (!person) return jsonError(c, 404, "not_found", "No one in the registry has that id.");
    return c.json(person satisfies VolunteerDetailDto);
  })
  // Counts only, no personal data.
  .get("/report", requireStaff, async (c) => c.json((await registryReport(drizzle(c.env.DB))) satisfies VolunteerReportDto))
  .post("/import", ...admin, limitBody(IMPORT_MAX_BYTES + 64 * 1024), async (c) => {
    if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      return jsonError(c, 415, "unsupported_media_type", "Send the file as multipart/form-data with the fields file and options.");
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return jsonError(c, 400, "bad_request", "The form could not be read.");
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return jsonError(c, 400, "validation_failed", "Choose the file to import.", { file: ["required"] });
    let options: unknown;
    try {
      options = JSON.parse(String(form.get("options") ?? "{}"));
    } catch {
      return jsonError(c, 400, "validation_failed", "The import's options are not valid JSON.", { options: ["invalid"] });
    }
    const parsed = importOptionsSchema.safeParse(options);
    if (!parsed.success)
      return jsonError(c, 400, "validation_failed", "Some import options are missing or invalid.", fieldErrors(parsed.error.issues));
    const { mapping } = parsed.data;
    if (mapping.phone === undefined && mapping.email === undefined)
      return jsonError(c, 400, "validation_failed", "Map a column to the phone or the e-mail.", { mapping: ["no_contact_column"] });
    if (mapping.name === undefined && mapping.firstName === undefined)
      return jsonError(c, 400, "validation_failed", "Map a column to the name.", { mapping: ["no_name_column"] });
    if (!parsed.data.basis && mapping.consentDate === undefined)
      return jsonError(c, 400, "validation_failed", "Say what the people on this list agreed to, when and how.", { basis: ["required"] });
    const report = await importVolunteers(c.env, new Uint8Array(await file.arrayBuffer()), parsed.data, c.get("session").adminId);
    return c.json(report satisfies ImportReportDto, report.dryRun ? 200 : 201);
  });
