import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

async function columns(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  return results.map((c) => c.name);
}

/** Every table, those that refer to others first. */
const ALL_TABLES = [
  "inquiry_terms",
  "inquiry_exports",
  "partners",
  "send_pace",
  "campaigns",
  "volunteer_messages",
  "volunteer_hashes",
  "volunteer_import_lines",
  "volunteer_imports",
  "volunteer_consents",
  "volunteers",
  "prescreens",
  "study_versions",
  "studies",
  "site_content",
  "visit_reminders",
  "visits",
  "calendar_feeds",
  "messages",
  "message_templates",
  "consent_events",
  "job_runs",
  "messaging_key_fingerprints",
  "provider_events",
  "webhook_receipts",
  "staff_notifications",
  "sessions",
  "recovery_codes",
  "audit_log",
  "inquiry_events",
  "admins",
  "inquiries",
  "d1_migrations",
];

describe("migrations", () => {
  it("create every table, with the inquiry model of docs/pipeline.md", async () => {
    expect(await columns("inquiries")).toEqual([
      "id",
      "name",
      "email",
      "phone",
      "message",
      "created_at",
      "interest",
      "consent",
      "consent_version",
      "consent_language",
      "language",
      "status",
      "closed_at",
      "erased_at",
      "erased_by",
      "study_id",
      "contact_method",
      "contact_time",
      "heard_from",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "referrer",
      "assignee_id",
      "search_text",
      "email_norm",
      "phone_digits",
      "first_contact_at",
      "first_response_minutes",
      "submission_key",
      "closed_reason",
      "next_step_at",
      "next_step_kind",
      "attempt_count",
      "last_attempt_at",
      "last_attempt_channel",
      "last_attempt_outcome",
      "content_key",
      "origin",
      "replied_at",
      "unread_since",
      "prescreen_result",
      "campaign_id",
      "volunteer_id",
      "partner_id",
      "search_indexed",
    ]);
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY name",
    ).all<{ name: string }>();
    expect(results.map((t) => t.name)).toEqual([
      "admins",
      "audit_log",
      "calendar_feeds",
      "campaigns",
      "consent_events",
      "inquiries",
      "inquiry_events",
      "inquiry_exports",
      "inquiry_terms",
      "job_runs",
      "message_templates",
      "messages",
      "messaging_key_fingerprints",
      "partners",
      "prescreens",
      "provider_events",
      "recovery_codes",
      "send_pace",
      "sessions",
      "site_content",
      "staff_notifications",
      "studies",
      "study_versions",
      "visit_reminders",
      "visits",
      "volunteer_consents",
      "volunteer_hashes",
      "volunteer_import_lines",
      "volunteer_imports",
      "volunteer_messages",
      "volunteers",
      "webhook_receipts",
    ]);
  });

  it("carry existing rows over: resolved ones become closed as 'resolved', the rest 'new'", async () => {
    // Start again from an empty database, stop after the first two migrations and write rows as the
    // landed site did, then apply the rest.
    for (const table of ALL_TABLES) {
      await env.DB.prepare(`DROP TABLE IF EXISTS ${table}`).run();
    }
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, 2));
    await env.DB.prepare(
      `INSERT INTO inquiries (name, email, phone, message, created_at, resolved_at) VALUES
       ('Open', 'o@example.com', '7605550100', 'hi', '2026-01-01T00:00:00.000Z', NULL),
       ('Done', 'd@example.com', '7605550101', 'hi', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'),
       ('María Núñez', ' Maria@Example.COM ', '(760) 555-0102', 'Quiero información', '2026-01-04T00:00:00.000Z', NULL)`,
    ).run();
    await env.DB.prepare("INSERT INTO admins (username, password_hash, salt, iterations) VALUES ('old-admin', 'h', 's', 100000)").run();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const { results } = await env.DB.prepare("SELECT name, status, closed_at FROM inquiries ORDER BY id").all();
    expect(results).toEqual([
      { name: "Open", status: "new", closed_at: null },
      { name: "Done", status: "resolved", closed_at: "2026-01-03T00:00:00.000Z" },
      { name: "María Núñez", status: "new", closed_at: null },
    ]);
    expect(await env.DB.prepare("SELECT role, display_name, active FROM admins WHERE username = 'old-admin'").first()).toEqual({
      role: "admin",
      display_name: "old-admin",
      active: 1,
    });
    // Search keys and the timeline's first event, for rows that predate them.
    const maria = await env.DB.prepare("SELECT search_text, email_norm, phone_digits FROM inquiries WHERE name = 'María Núñez'").first();
    expect(maria).toEqual({
      search_text: "maria nunez maria@example.com 7605550102 quiero informacion",
      email_norm: "maria@example.com",
      phone_digits: "7605550102",
    });
    const created = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiry_events WHERE type = 'created'").first();
    expect(created).toEqual({ n: 3 });
  });

  it("carry contact attempts over into the workbench's counters (migrations/0008)", async () => {
    for (const table of ALL_TABLES) {
      await env.DB.prepare(`DROP TABLE IF EXISTS ${table}`).run();
    }
    const upToWorkbench = env.TEST_MIGRATIONS.findIndex((m) => m.name.startsWith("0008"));
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, upToWorkbench));
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO inquiries (id, name, email, phone, message, status, first_contact_at) VALUES (1, 'Tried', 't@example.com', '1', 'x', 'contacting', '2026-11-02T17:00:00.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO inquiry_events (inquiry_id, at, type, channel, outcome) VALUES (1, '2026-11-02T17:00:00.000Z', 'contact_attempt', 'phone', 'reached'), (1, '2026-11-03T17:00:00.000Z', 'contact_attempt', 'phone', 'no_answer')",
      ),
      env.DB.prepare("INSERT INTO inquiries (id, name, email, phone, message) VALUES (2, 'Untried', 'u@example.com', '2', 'y')"),
    ]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const { results } = await env.DB.prepare(
      "SELECT id, attempt_count, last_attempt_at, last_attempt_outcome, next_step_kind, next_step_at FROM inquiries ORDER BY id",
    ).all();
    expect(results).toEqual([
      {
        id: 1,
        attempt_count: 2,
        last_attempt_at: "2026-11-03T17:00:00.000Z",
        last_attempt_outcome: "no_answer",
        next_step_kind: "follow_up",
        next_step_at: "2026-11-04T16:00:00.000Z",
      },
      { id: 2, attempt_count: 0, last_attempt_at: null, last_attempt_outcome: null, next_step_kind: null, next_step_at: null },
    ]);
  });
});
