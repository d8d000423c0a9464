import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import {
  volunteerSearchSchema,
  type RegistryErasedDto,
  type VolunteerDetailDto,
  type VolunteerPageDto,
} from "../../../contract/volunteerList";
import { SHEET_PHOTO_MAX_BYTES, volunteerSheetSchema, type VolunteerEnteredDto } from "../../../contract/volunteerSheet";
import { requireRole, requireStaff } from "../../auth/guards";
import { hashNetwork, recordAudit } from "../../audit/record";
import { clientNetwork } from "../../http/clientNetwork";
import { eraseRegistryPerson } from "../../inquiries/erasePerson";
import { volunteers } from "../../db/schema";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { idParam } from "../../http/idParam";
import { readVolunteer } from "../../volunteers/detail";
import { enterSheet } from "../../volunteers/enterSheet";
import { searchVolunteers } from "../../volunteers/list";
import { isSheetPhotoType, photoTypeOf, putSheetPhoto } from "../../volunteers/sheetPhoto";
import { sendConfirmationSoon } from "../../volunteers/messages/send";

const livePerson = (db: ReturnType<typeof drizzle>, id: number) =>
  db
    .select({ id: volunteers.id, reference: volunteers.reference, sheetPhotoKey: volunteers.sheetPhotoKey })
    .from(volunteers)
    .where(and(eq(volunteers.id, id), isNull(volunteers.erasedAt)))
    .get();

/**
 * The registry's people for staff (docs/registry.md, "What staff read" and "Paper sheets"): every staff
 * member reads them and enters paper sheets. Search text never goes into a URL: the filters are a JSON body.
 */
export const peopleRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .post("/", requireJsonBody, limitBody(8 * 1024), validJson(volunteerSheetSchema), async (c) => {
    const outcome = await enterSheet(c.env, c.req.valid("json"), c.get("session").adminId);
    if (outcome.kind === "invalid") return jsonError(c, 400, "validation_failed", "Some fields are missing or invalid.", outcome.fields);
    sendConfirmationSoon(c.env, c.executionCtx, outcome.entered.reference);
    return c.json(outcome.entered satisfies VolunteerEnteredDto, 201);
  })
  .post("/search", requireJsonBody, limitBody(4 * 1024), validJson(volunteerSearchSchema), async (c) =>
    c.json((await searchVolunteers(drizzle(c.env.DB), c.req.valid("json"))) satisfies VolunteerPageDto),
  )
  .get("/:id", idParam("person"), async (c) => {
    const person = await readVolunteer(drizzle(c.env.DB), c.get("id"));
    if (!person) return jsonError(c, 404, "not_found", "No one in the registry has that id.");
    return c.json(person satisfies VolunteerDetailDto);
  })
  // The photo of the signed sheet: the image's bytes as the body (JPEG, PNG or WebP), replacing any earlier one.
  .put("/:id/sheet", idParam("person"), limitBody(SHEET_PHOTO_MAX_BYTES), async (c) => {
    const claimed = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!isSheetPhotoType(claimed)) return jsonError(c, 415, "unsupported_media_type", "Send the photo as a JPEG, PNG or WebP image.");
    const db = drizzle(c.env.DB);
    const person = await livePerson(db, c.get("id"));
    if (!person) return jsonError(c, 404, "not_found", "No one in the registry has that id.");
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) return jsonError(c, 400, "validation_failed", "The photo is empty.", { photo: ["required"] });
    // The bytes decide, not the header: a file named .jpg that is something else is refused.
    if (photoTypeOf(bytes) !== claimed)
      return jsonError(c, 415, "unsupported_media_type", "The file is not the image it says it is. Send a JPEG, PNG or WebP photo.");
    if (!(await putSheetPhoto(c.env, db, person, bytes, claimed)))
      return jsonError(c, 404, "not_found", "No one in the registry has that id.");
    return c.body(null, 204);
  })
  .get("/:id/sheet", idParam("person"), async (c) => {
    const person = await livePerson(drizzle(c.env.DB), c.get("id"));
    const object = person?.sheetPhotoKey ? await c.env.SHEETS.get(person.sheetPhotoKey) : null;
    if (!person || !object) return jsonError(c, 404, "not_found", "No photo of a signed sheet is kept for this person.");
    return c.body(object.body, 200, {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      // Personal data: never kept by a browser or a proxy, never run as anything but an image.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": `inline; filename="sheet-${person.reference}"`,
    });
  })
  // Erasure on request (admins): the person's entries of the list and the inquiries that are them; counts only
  // come back and go to the audit log (docs/security-privacy.md, "Erasure").
  .delete("/:id", requireRole("admin"), idParam("person"), async (c) => {
    const db = drizzle(c.env.DB);
    const result = await eraseRegistryPerson(c.env, db, c.get("id"), c.get("session").adminId);
    if (!result.found) return jsonError(c, 404, "not_found", "No one in the registry has that id.");
    if (!result.already)
      await recordAudit(db, {
        action: "registry_person_erased",
        actorId: c.get("session").adminId,
        targetType: "registry_person",
        targetId: c.get("id"),
        ipHash: await hashNetwork(c.env, clientNetwork(c)),
        detail: { registryEntries: result.registry, inquiries: result.inquiries },
      });
    return c.json({
      erased: true,
      already: result.already,
      registryEntries: result.registry,
      inquiries: result.inquiries,
    } satisfies RegistryErasedDto);
  });
