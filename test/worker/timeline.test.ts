import { env, SELF } from "cloudflare:test";
import type { InquiryActionDto, InquiryDetailDto } from "../../contract/inbox";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, insertInquiry, signedInAdmin, type ErrorBody, API } from "./helpers";

let token = "";
let me = 0;

beforeAll(async () => {
  ({ token, id: me } = await signedInAdmin());
});

const append = (id: number, body: unknown) =>
  SELF.fetch(
    `${API}/inquiries/${id}/events`,
    authed(token, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
const detail = async (id: number) => (await SELF.fetch(`${API}/inquiries/${id}`, authed(token))).json<InquiryDetailDto>();

describe("the timeline (POST /api/inquiries/:id/events)", () => {
  it("records a note, a contact attempt, a status change with reason and an assignment, oldest first, with who did it", async () => {
    const id = await insertInquiry();
    expect((await append(id, { type: "note", text: "Prefers Spanish.\nCall after 5." })).status).toBe(201);
    const attempt = await append(id, { type: "contact_attempt", channel: "phone", outcome: "left_message", text: "Voicemail" });
    expect(attempt.status).toBe(201);
    const attemptBody = await attempt.json<InquiryActionDto>();
    expect(attemptBody.inquiry.status).toBe("contacting"); // the first attempt moves a new inquiry on
    expect(attemptBody.eventIds).toHaveLength(3); // and makes the caller its owner
    expect((await append(id, { type: "assign", staffId: me })).status).toBe(201);
    expect((await append(id, { type: "status", status: "scheduled" })).status).toBe(201);
    expect((await append(id, { type: "status", status: "not_eligible", reasonCode: "lab_values", reason: "eGFR too low" })).status).toBe(
      201,
    );

    const inquiry = await detail(id);
    expect(inquiry.status).toBe("not_eligible");
    expect(inquiry.closedAt).toEqual(expect.any(String));
    expect(inquiry.firstContactAt).toEqual(expect.any(String));
    expect(inquiry.assignee?.id).toBe(me);
    // (Inserted straight into D1 here, so there is no "created" event: the form's POST adds that.)
    expect(inquiry.events.map((e) => [e.type, e.toStatus ?? e.outcome ?? e.text])).toEqual([
      ["note", "Prefers Spanish.\nCall after 5."],
      ["contact_attempt", "left_message"],
      ["assign", null],
      ["status", "contacting"],
      ["status", "scheduled"],
      ["status", "not_eligible"],
    ]);
    expect(inquiry.events.every((e) => e.actor?.id === me)).toBe(true);
    expect(inquiry.events[5]).toMatchObject({ fromStatus: "scheduled", reasonCode: "lab_values", reason: "eGFR too low" });
  });

  it("keeps the first contact time and can reopen a closed inquiry", async () => {
    const id = await insertInquiry();
    await append(id, { type: "contact_attempt", channel: "text", outcome: "sent" });
    const first = (await detail(id)).firstContactAt;
    await append(id, { type: "contact_attempt", channel: "phone", outcome: "reached" });
    expect((await detail(id)).firstContactAt).toBe(first);
    await append(id, { type: "status", status: "resolved" });
    expect((await append(id, { type: "status", status: "new", reason: "Called back" })).status).toBe(201);
    const reopened = await detail(id);
    expect(reopened.status).toBe("new");
    expect(reopened.closedAt).toBeNull();
  });

  it.each([
    ["a status it already has", { type: "status", status: "new" }, 409, "invalid_transition"],
    ["closing without a reason", { type: "status", status: "not_interested" }, 400, "reason_required"],
    ["closing with a free-text reason only", { type: "status", status: "not_eligible", reason: "too young" }, 400, "reason_required"],
    ["closing with another status's reason", { type: "status", status: "not_eligible", reasonCode: "placebo" }, 400, "reason_required"],
    ["an unknown reason", { type: "status", status: "not_eligible", reasonCode: "astrology" }, 400, "validation_failed"],
    ["an unknown staff member", { type: "assign", staffId: 999999 }, 400, "unknown_staff"],
    ["an empty note", { type: "note", text: "  " }, 400, "validation_failed"],
    ["an unknown event type", { type: "delete" }, 400, "validation_failed"],
    ["an unknown channel", { type: "contact_attempt", channel: "pigeon", outcome: "reached" }, 400, "validation_failed"],
    ["an unknown status", { type: "status", status: "archived", reason: "x" }, 400, "validation_failed"],
    ["a note with control characters", { type: "note", text: "a\u0000b" }, 400, "validation_failed"],
    ["an extra field", { type: "note", text: "hi", actorId: 1 }, 400, "validation_failed"],
  ])("refuses %s", async (_name, body, status, code) => {
    const id = await insertInquiry();
    const res = await append(id, body);
    expect(res.status).toBe(status);
    expect((await res.json<ErrorBody>()).error.code).toBe(code);
    const events = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiry_events WHERE inquiry_id = ?").bind(id).first();
    expect(events).toEqual({ n: 0 });
  });

  it("answers 404 for an unknown inquiry and 410 for an erased one", async () => {
    expect((await append(987654, { type: "note", text: "hi" })).status).toBe(404);
    const id = await insertInquiry({ erased_at: new Date().toISOString(), name: "" });
    expect((await append(id, { type: "note", text: "hi" })).status).toBe(410);
    expect((await SELF.fetch(`${API}/inquiries/${id}`, authed(token))).status).toBe(410);
  });

  it("'Mark as Resolved' (PUT /resolve) appends a status event to resolved, once", async () => {
    const id = await insertInquiry();
    await SELF.fetch(`${API}/inquiries/${id}/resolve`, authed(token, { method: "PUT" }));
    await SELF.fetch(`${API}/inquiries/${id}/resolve`, authed(token, { method: "PUT" }));
    const events = (await detail(id)).events.filter((e) => e.type === "status");
    expect(events).toEqual([expect.objectContaining({ fromStatus: "new", toStatus: "resolved", reason: null })]);
  });

  it("cannot be edited or deleted, even with SQL; erasure clears only what staff typed", async () => {
    const id = await insertInquiry({ name: "Timeline Person" });
    await append(id, { type: "note", text: "Lives with her daughter Rosa" });
    await append(id, { type: "status", status: "not_interested", reasonCode: "travel", reason: "Moving to Mexicali" });
    await expect(env.DB.prepare("DELETE FROM inquiry_events WHERE inquiry_id = ?").bind(id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE inquiry_events SET text = 'changed' WHERE inquiry_id = ?").bind(id).run()).rejects.toThrow(
      /append-only/,
    );

    const erase = await SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" }));
    expect(erase.status).toBe(200);
    const { results } = await env.DB.prepare("SELECT type, text, reason, to_status FROM inquiry_events WHERE inquiry_id = ? ORDER BY id")
      .bind(id)
      .all();
    expect(results).toEqual([
      { type: "note", text: null, reason: null, to_status: null },
      { type: "status", text: null, reason: null, to_status: "not_interested" },
      { type: "erased", text: null, reason: null, to_status: null },
    ]);
    const dump = JSON.stringify((await env.DB.prepare("SELECT * FROM inquiry_events").all()).results);
    expect(dump).not.toContain("Rosa");
    expect(dump).not.toContain("Mexicali");
  });

  it("needs a session", async () => {
    const res = await SELF.fetch(`${API}/inquiries/1/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(401);
  });
});
