/**
 * Approved words never change (issue #37, docs/messaging.md): migration 0017 rewrites a seeded visit template only
 * while it is the unapproved draft migration 0010 wrote, word for word; an approved or edited one gets the new
 * words as a new draft beside it, and goes on being sent until the board approves that draft.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { approvedTemplateFor } from "../../worker/messaging/templates/store";

const migration = (prefix: string) => env.TEST_MIGRATIONS.find((candidate) => candidate.name.startsWith(prefix))!;
const run = async (queries: string[]) => {
  for (const query of queries) await env.DB.prepare(query).run();
};
type Row = { id: number; name: string; purpose: string; body_en: string; version: number; irb_reference: string | null };
const templates = async () =>
  (
    await env.DB.prepare(
      "SELECT id, name, purpose, body_en, version, irb_reference FROM message_templates WHERE purpose <> 'general' ORDER BY id",
    ).all<Row>()
  ).results;

describe("migration 0017: the visit templates' short words", () => {
  it("rewrites untouched drafts, leaves approved and edited ones as they are with a new draft beside them, and runs twice harmlessly", async () => {
    // The templates as a site that approved its invitation, and edited its "moved" draft, had them before 0017.
    await env.DB.prepare("DELETE FROM message_templates WHERE purpose <> 'general'").run();
    await run(migration("0010_").queries.filter((query) => query.includes("INSERT INTO `message_templates`")));
    await env.DB.prepare(
      `UPDATE message_templates SET irb_reference = 'IRB-2026-122', irb_approved_on = '2026-11-20', approved_at = '2026-11-21T00:00:00.000Z'
       WHERE purpose = 'visit_invitation'`,
    ).run();
    await env.DB.prepare(
      "UPDATE message_templates SET body_en = '{clinic}: your visit moved. {date}, {time}.', version = 2 WHERE purpose = 'visit_update'",
    ).run();
    const before = await templates();

    const short = migration("0017_").queries;
    await run(short);
    await run(short);
    const after = await templates();

    const approved = before.find((row) => row.purpose === "visit_invitation")!;
    const edited = before.find((row) => row.purpose === "visit_update")!;
    // Approved and edited: not a word changed.
    expect(after.find((row) => row.id === approved.id)).toEqual(approved);
    expect(after.find((row) => row.id === edited.id)).toEqual(edited);
    // Untouched drafts: the new words, a new version, no second row.
    for (const purpose of ["visit_cancelled", "visit_reminder"]) {
      const rows = after.filter((row) => row.purpose === purpose);
      expect(rows, purpose).toHaveLength(1);
      expect(rows[0]!.version).toBe(2);
      expect(rows[0]!.body_en).not.toContain("Questions?");
    }
    // Beside the approved and the edited ones: one new draft each, awaiting the board.
    const drafts = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(drafts.map((row) => [row.name, row.purpose, row.version, row.irb_reference])).toEqual([
      ["Visit booked (three-segment text)", "visit_invitation", 1, null],
      ["Visit moved (three-segment text)", "visit_update", 1, null],
    ]);
    expect(drafts[0]!.body_en).toBe("{clinic}: your visit is on {date}, at {time}, {place}.");

    // The approved words go on being sent until the board approves the draft; then the draft's do.
    const db = drizzle(env.DB);
    expect((await approvedTemplateFor(db, "visit_invitation"))?.id).toBe(approved.id);
    await env.DB.prepare(
      "UPDATE message_templates SET irb_reference = 'IRB-2026-137', irb_approved_on = '2026-11-26', approved_at = '2026-11-26T00:00:00.000Z' WHERE id = ?",
    )
      .bind(drafts[0]!.id)
      .run();
    expect((await approvedTemplateFor(db, "visit_invitation"))?.id).toBe(drafts[0]!.id);
  });
});
