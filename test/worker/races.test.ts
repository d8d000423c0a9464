/**
 * Safety under races (security review 2026-11, items 1, 2, 6, 10): real requests in parallel against
 * workerd's D1, repeated enough rounds to catch what one-at-a-time tests cannot, plus deterministic
 * cases that put an erasure exactly between a write's read and its write.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { currentTotp } from "../../worker/auth/totp";
import { eraseInquiry, purgeExpiredInquiries } from "../../worker/inquiries/erase";
import { applyEvent } from "../../worker/record/pipeline";
import {
  adminId,
  auditEntries,
  authed,
  createAdmin,
  enrollSecondFactor,
  insertInquiry,
  loginAsNewAdmin,
  nextIp,
  postJson,
  validInquiry,
  type FieldErrors,
  type LoginResultDto,
  API,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const json = (token: string, method: string, body: unknown): RequestInit =>
  authed(token, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Text staff typed that is still stored on an inquiry's timeline. */
async function storedTexts(inquiryId: number): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM inquiry_events WHERE inquiry_id = ? AND (text IS NOT NULL OR reason IS NOT NULL)",
  )
    .bind(inquiryId)
    .first<{ n: number }>();
  return row!.n;
}

/** A D1 binding that runs `between` once, right after the first read of the inquiries table. */
function erasingAfterFirstRead(between: () => Promise<unknown>): D1Database {
  let done = false;
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "prepare") return Reflect.get(target, prop, target);
      return (query: string) => {
        const statement = target.prepare(query);
        if (done || !/^select .* from "inquiries"/i.test(query)) return statement;
        return new Proxy(statement, {
          get(inner, name) {
            const value = Reflect.get(inner, name, inner) as unknown;
            if (name === "bind") return (...args: unknown[]) => erasingAfterFirstReadStatement(inner.bind(...args));
            return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(inner) : value;
          },
        });
      };
    },
  });
  function erasingAfterFirstReadStatement(statement: D1PreparedStatement): D1PreparedStatement {
    const after = async <T>(result: T) => {
      if (!done) {
        done = true;
        await between();
      }
      return result;
    };
    return new Proxy(statement, {
      get(inner, name) {
        const value = Reflect.get(inner, name, inner) as unknown;
        if (typeof value !== "function") return value;
        if (name === "first" || name === "all" || name === "raw" || name === "run") {
          return (...args: unknown[]) => (value as (...a: unknown[]) => Promise<unknown>).apply(inner, args).then(after);
        }
        return (value as (...a: unknown[]) => unknown).bind(inner);
      },
    });
  }
}

describe("erasure cannot be outrun (item 1)", () => {
  it("a note whose inquiry is erased between its read and its write is refused (410) and stores nothing", async () => {
    const actor = await adminId((await createAdmin()).username);
    for (const input of [
      { type: "note", text: "Llamar al 760-555-0199" },
      { type: "contact_attempt", channel: "phone", outcome: "no_answer", text: "Dejó recado en 760-555-0199" },
      { type: "status", status: "not_interested", reasonCode: "family", reason: "Su esposa dice que no, 760-555-0199" },
      { type: "assign", staffId: actor },
    ] as const) {
      const id = await insertInquiry({ name: "Carrera Borrada" });
      const db = drizzle(erasingAfterFirstRead(() => eraseInquiry(drizzle(env.DB), id, actor)));
      const result = await applyEvent(db, id, actor, input);
      expect(result).toMatchObject({ ok: false, status: 410, code: "erased" });
      expect(await storedTexts(id)).toBe(0);
      const types = await env.DB.prepare("SELECT type FROM inquiry_events WHERE inquiry_id = ?").bind(id).all<{ type: string }>();
      expect(types.results.map((r) => r.type)).toEqual(["erased"]);
      const row = await env.DB.prepare("SELECT status, assignee_id, first_contact_at FROM inquiries WHERE id = ?").bind(id).first();
      expect(row).toEqual({ status: "new", assignee_id: null, first_contact_at: null });
    }
  });

  it("the retention purge racing a staff note: the note is refused, nothing typed survives", async () => {
    const actor = await adminId((await createAdmin()).username);
    const id = await insertInquiry({ name: "Purga Carrera", status: "resolved", closed_at: "2020-01-01T00:00:00.000Z" });
    const db = drizzle(erasingAfterFirstRead(() => purgeExpiredInquiries(drizzle(env.DB), 365)));
    const result = await applyEvent(db, id, actor, { type: "note", text: "Teléfono nuevo 760-555-0123" });
    expect(result).toMatchObject({ ok: false, status: 410 });
    expect(await storedTexts(id)).toBe(0);
  });

  it("eight notes racing one DELETE, ten rounds: every note is either cleared by the erasure or refused with 410", async () => {
    const token = await loginAsNewAdmin();
    let refused = 0;
    let stored = 0;
    for (let round = 0; round < 10; round++) {
      const id = await insertInquiry({ name: `Ronda ${round}` });
      const note = (i: number) =>
        SELF.fetch(`${API}/inquiries/${id}/events`, json(token, "POST", { type: "note", text: `Nota ${i}: 760-555-01${i}${round}` }));
      // The erasure is sent at a different moment each round, so it lands before, among and after the notes: in
      // the first rounds it waits 0-4 ms for the notes, in the last ones the notes wait 0-4 ms for it (an erasure
      // reads the person's other records first, so it alone cannot be counted on to land among them).
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const notesFirst = round < 5;
      const notes = Array.from({ length: 8 }, (_, i) => (notesFirst ? note(i) : wait(round - 5).then(() => note(i))));
      const erase = (notesFirst ? wait(round) : Promise.resolve()).then(() =>
        SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" })),
      );
      const [erased, ...answers] = await Promise.all([erase, ...notes]);
      stored += answers.filter((a) => a.status === 201).length;
      expect(erased.status).toBe(200);
      for (const answer of answers) expect([201, 410]).toContain(answer.status);
      refused += answers.filter((a) => a.status === 410).length;
      expect(await storedTexts(id)).toBe(0);
      // Later writes are refused too, by the statement and by the database itself.
      const late = await SELF.fetch(`${API}/inquiries/${id}/events`, json(token, "POST", { type: "note", text: "tarde" }));
      expect(late.status).toBe(410);
      await expect(
        env.DB.prepare("INSERT INTO inquiry_events (inquiry_id, type, text) VALUES (?, 'note', 'directo')").bind(id).run(),
      ).rejects.toThrow(/inquiry_erased/);
      await expect(env.DB.prepare("UPDATE inquiries SET name = 'de vuelta' WHERE id = ?").bind(id).run()).rejects.toThrow(/inquiry_erased/);
    }
    // Every note was answered one way or the other. (In one process the erasure tends to land before or
    // after all eight; the test above puts it exactly between a note's read and its write.)
    expect(stored + refused).toBe(80);
    expect(refused).toBeGreaterThan(0);
  }, 20_000); // ten rounds of nine requests: seconds on a loaded machine
});

describe("the second-factor allowance holds in parallel (item 2)", () => {
  it("of 60 parallel wrong codes from 60 networks, at most 10 are checked", async () => {
    const { credentials } = await enrollSecondFactor();
    const id = await adminId(credentials.username);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => postJson("/api/auth/login", { ...credentials, otp: String(200000 + i) })),
    );
    const checked = (await auditEntries("login_failed")).filter((e) => e.actor_id === id && e.detail === '{"reason":"otp"}');
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(50);
  });

  it("recovery-code guesses have their own allowance, also held in parallel; the owner's real code still works after", async () => {
    const { credentials, recoveryCodes, secret } = await enrollSecondFactor();
    const id = await adminId(credentials.username);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postJson("/api/auth/login", { ...credentials, otp: `ZZZZZ-${String(i).padStart(5, "2").replace(/[01]/g, "2")}` }),
      ),
    );
    const row = await env.DB.prepare("SELECT recovery_failures AS n FROM admins WHERE id = ?").bind(id).first<{ n: number }>();
    expect(row!.n).toBeLessThanOrEqual(10);
    // Authenticator codes are counted apart: the owner's next code still signs in.
    const ok = await postJson("/api/auth/login", { ...credentials, otp: currentTotp(secret, Date.now() + 30_000) });
    expect(ok.status).toBe(200);
    expect(recoveryCodes).toHaveLength(10);
  });
});

describe("the last active admin (item 6)", () => {
  it("two admins deactivating each other at once never leave the site without an active admin (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      // Only these two are admins.
      const a = await createAdmin();
      const b = await createAdmin();
      await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE username NOT IN (?, ?)").bind(a.username, b.username).run();
      const [tokenA, tokenB] = await Promise.all(
        [a, b].map(async (c) => (await (await postJson("/api/auth/login", c)).json<LoginResultDto>()).token),
      );
      const [idA, idB] = await Promise.all([adminId(a.username), adminId(b.username)]);
      const answers = await Promise.all([
        SELF.fetch(`${API}/staff/${idB}`, json(tokenA!, "PATCH", { active: false })),
        SELF.fetch(`${API}/staff/${idA}`, json(tokenB!, "PATCH", { active: false })),
        SELF.fetch(`${API}/staff/${idA}`, json(tokenA!, "PATCH", { role: "coordinator" })),
      ]);
      for (const answer of answers) expect([200, 401, 409]).toContain(answer.status);
      const active = await env.DB.prepare("SELECT COUNT(*) AS n FROM admins WHERE role = 'admin' AND active = 1").first<{ n: number }>();
      expect(active!.n).toBeGreaterThanOrEqual(1);
      await env.DB.prepare("UPDATE admins SET active = 0 WHERE username IN (?, ?)").bind(a.username, b.username).run();
    }
  }, 20_000); // five rounds of parallel requests, each hashing passwords: seconds on a busy laptop (issue #54)
});

describe("a submission sent twice is stored once (item 10)", () => {
  it("the same submission id, sent again or in parallel, gets the first answer and one row", async () => {
    const submissionId = crypto.randomUUID();
    const body = { ...validInquiry, name: "Repetida Una Vez", submissionId };
    const first = await postJson("/api/inquiries", body);
    expect(first.status).toBe(201);
    const firstAnswer = await first.json<CreatedInquiryDto>();
    const again = await Promise.all(Array.from({ length: 5 }, () => postJson("/api/inquiries", body)));
    for (const answer of again) {
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual(firstAnswer);
    }
    const parallelId = crypto.randomUUID();
    // Other words: the same words within minutes would be answered with the first inquiry, whatever the id.
    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => postJson("/api/inquiries", { ...body, message: "Otro mensaje.", submissionId: parallelId })),
    );
    const ids = new Set(await Promise.all(parallel.map(async (a) => (await a.json<CreatedInquiryDto>()).id)));
    expect(ids.size).toBe(1);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiries WHERE name = 'Repetida Una Vez'").first<{ n: number }>();
    expect(rows!.n).toBe(2);
    // Each stored inquiry has exactly one "created" event and one staff e-mail owed.
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM inquiry_events e JOIN inquiries i ON i.id = e.inquiry_id WHERE i.name = 'Repetida Una Vez' AND e.type = 'created'",
    ).first<{ n: number }>();
    expect(events!.n).toBe(2);
  });

  it("refuses a submission id that is not a UUID", async () => {
    const res = await postJson("/api/inquiries", { ...validInquiry, submissionId: "1; DROP TABLE inquiries" });
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields.submissionId).toEqual(["invalid"]);
  });
});

describe("staff e-mail: nothing skipped, nothing twice (item 10)", () => {
  type Sent = { subject: string };
  function recordingEmail() {
    const sent: Sent[] = [];
    return { sent, binding: { send: async (message: Sent) => void sent.push(message) } as unknown as SendEmail };
  }
  const staffAddresses = { STAFF_NOTIFY_TO: "coordinator@clinic.test", STAFF_NOTIFY_FROM: "website@clinic.test" };

  async function runCatchUp(bindings: Partial<Env>, at: Date) {
    const worker = (await import("../../worker/index")).default;
    const { createScheduledController } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: "*/5 * * * *" }), { ...env, ...bindings }, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("an inquiry whose Worker stopped before sending is e-mailed by the next scheduled run, once, however often it runs", async () => {
    // What a kill -9 after the answer leaves: the inquiry and its queued e-mail, never sent.
    const inquiryId = await insertInquiry({ name: "Sin Aviso", created_at: new Date(Date.now() - 5 * 60_000).toISOString() });
    await env.DB.prepare("INSERT INTO staff_notifications (kind, inquiry_id, created_at) VALUES ('new_inquiry', ?, ?)")
      .bind(inquiryId, new Date(Date.now() - 5 * 60_000).toISOString())
      .run();
    const email = recordingEmail();
    await Promise.all([
      runCatchUp({ ...staffAddresses, EMAIL: email.binding }, new Date()),
      runCatchUp({ ...staffAddresses, EMAIL: email.binding }, new Date()),
    ]);
    await runCatchUp({ ...staffAddresses, EMAIL: email.binding }, new Date(Date.now() + 60 * 60_000));
    expect(email.sent.filter((m) => m.subject === `New website inquiry #${inquiryId}`)).toHaveLength(1);
  });

  it("a send that was claimed but never reported back is not sent again: the timeline says it may not have gone", async () => {
    const inquiryId = await insertInquiry({ name: "Reclamada" });
    const claimedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    await env.DB.prepare("INSERT INTO staff_notifications (kind, inquiry_id, created_at, claimed_at) VALUES ('new_inquiry', ?, ?, ?)")
      .bind(inquiryId, claimedAt, claimedAt)
      .run();
    const email = recordingEmail();
    await runCatchUp({ ...staffAddresses, EMAIL: email.binding }, new Date());
    await runCatchUp({ ...staffAddresses, EMAIL: email.binding }, new Date());
    expect(email.sent.filter((m) => m.subject.includes(`#${inquiryId}`))).toHaveLength(0);
    const events = await env.DB.prepare("SELECT type FROM inquiry_events WHERE inquiry_id = ?").bind(inquiryId).all<{ type: string }>();
    expect(events.results.map((e) => e.type)).toEqual(["notification_failed"]);
    const row = await env.DB.prepare("SELECT outcome FROM staff_notifications WHERE inquiry_id = ?").bind(inquiryId).first();
    expect(row).toEqual({ outcome: "unconfirmed" });
  });

  it("a new inquiry's e-mail goes out right after the answer and the catch-up then finds nothing to send", async () => {
    const email = recordingEmail();
    const { fetchWithBindings } = await import("./helpers");
    const res = await fetchWithBindings(
      "/api/inquiries",
      { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() }, body: JSON.stringify(validInquiry) },
      { ...staffAddresses, EMAIL: email.binding },
    );
    const { id } = await res.json<CreatedInquiryDto>();
    expect(email.sent.filter((m) => m.subject === `New website inquiry #${id}`)).toHaveLength(1);
    await runCatchUp({ ...staffAddresses, EMAIL: email.binding }, new Date(Date.now() + 10 * 60_000));
    expect(email.sent.filter((m) => m.subject === `New website inquiry #${id}`)).toHaveLength(1);
    const row = await env.DB.prepare("SELECT outcome, done_at IS NOT NULL AS done FROM staff_notifications WHERE inquiry_id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ outcome: "sent", done: 1 });
  });
});
