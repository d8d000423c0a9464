import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../../contract/language";
import { VOLUNTEER_CONSENT_ACTIONS, VOLUNTEER_SOURCES } from "../../../contract/volunteers";
import { nowIso } from "./nowIso";

/**
 * A registry person's consent history, appended and never changed: granted (with the statement, language,
 * source and who entered it), renewed, withdrawn, expired. Texting consent is not here: it lives in the
 * messaging ledger (consent_events), the one place opt-ins and opt-outs of a number are kept.
 */
export const volunteerConsents = sqliteTable(
  "volunteer_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    volunteerId: integer("volunteer_id").notNull(),
    action: text("action", { enum: VOLUNTEER_CONSENT_ACTIONS }).notNull(),
    statement: text("statement"),
    language: text("language", { enum: LANGUAGES }),
    source: text("source", { enum: VOLUNTEER_SOURCES }),
    /** How the person agreed, in the words of whoever entered it ("signed sheet, health fair 2026-10-04"). */
    how: text("how"),
    actorId: integer("actor_id"),
    at: text("at").notNull().default(nowIso),
  },
  (t) => [index("volunteer_consents_person_idx").on(t.volunteerId, t.id)],
);
