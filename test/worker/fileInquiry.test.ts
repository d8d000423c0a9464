import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { inquiries, inquiryEvents, staffNotifications } from "../../worker/db/schema";
import { storeInquiry, type Filing } from "../../worker/record/newInquiry";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import { distinctInquiry, postJson, recordingEmail } from "./helpers";

const db = drizzle(env.DB);

function filing(name: string, extra: Partial<Filing> = {}): Filing {
  const at = new Date().toISOString();
  return {
    row: { name, email: "", phone: "(760) 555-0199", message: "", consent: false, status: "new", createdAt: at, origin: "text_reply" },
    announce: true,
    ...extra,
  };
}

async function linkedTo(inquiryId: number) {
  const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiryId));
  const notices = await db.select().from(staffNotifications).where(eq(staffNotifications.inquiryId, inquiryId));
  return { events: events.map((event) => event.type), notices: notices.map((notice) => notice.id) };
}

describe("one way to file an inquiry (worker/record/newInquiry.ts, issue #51)", () => {
  it("links the timeline entry and the staff e-mail to the inquiry it stored, and answers both ids", async () => {
    const filed = await storeInquiry(db, filing("Ana Ruiz"));
    expect(filed.inquiry.name).toBe("Ana Ruiz");
    expect(filed.inquiry.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    const linked = await linkedTo(filed.inquiry.id);
    expect(linked).toEqual({ events: ["created"], notices: [filed.notificationId] });
  });

  it("is not fooled by rows the caller's own statements insert after it (no last_insert_rowid, no position)", async () => {
    const older = await storeInquiry(db, filing("Older Person"));
    // The caller's statement writes another staff e-mail and another timeline entry, for a different inquiry.
    const filed = await storeInquiry(
      db,
      filing("Beto Salas", {
        alongside: () => [
          db.insert(staffNotifications).values({ kind: "new_inquiry", inquiryId: older.inquiry.id, createdAt: new Date().toISOString() }),
          db.insert(inquiryEvents).values({ inquiryId: older.inquiry.id, at: new Date().toISOString(), type: "created" }),
        ],
      }),
    );
    expect(await linkedTo(filed.inquiry.id)).toEqual({ events: ["created"], notices: [filed.notificationId] });
    expect((await linkedTo(older.inquiry.id)).notices).toHaveLength(2);
    expect((await linkedTo(older.inquiry.id)).notices).not.toContain(filed.notificationId);
  });

  it("gives the caller's statements the inquiry's id", async () => {
    const filed = await storeInquiry(
      db,
      filing("Caro Díaz", {
        alongside: (inquiryId) => [
          db
            .update(inquiries)
            .set({ utmCampaign: sql`'filed as ' || ${inquiryId}` })
            .where(sql`${inquiries.id} = ${inquiryId}`),
        ],
      }),
    );
    const row = await db.select({ notes: inquiries.utmCampaign }).from(inquiries).where(eq(inquiries.id, filed.inquiry.id)).get();
    expect(row?.notes).toBe(`filed as ${filed.inquiry.id}`);
  });

  it("files several at the same moment, each with its own entry and e-mail", async () => {
    const all = await Promise.all(["Uno", "Dos", "Tres", "Cuatro", "Cinco"].map((name) => storeInquiry(db, filing(name))));
    expect(new Set(all.map((filed) => filed.inquiry.id)).size).toBe(5);
    for (const filed of all) expect(await linkedTo(filed.inquiry.id)).toEqual({ events: ["created"], notices: [filed.notificationId] });
  });

  it("stores a message kept as spam without telling staff", async () => {
    const filed = await storeInquiry(db, filing("Bot", { announce: false, row: { ...filing("Bot").row, status: "spam" } }));
    expect(filed.notificationId).toBeNull();
    expect(await linkedTo(filed.inquiry.id)).toEqual({ events: ["created"], notices: [] });
  });

  it("stores nothing when a statement of the filing fails, and a key used before is refused", async () => {
    const count = async () =>
      (await db
        .select({ n: sql<number>`count(*)` })
        .from(inquiries)
        .get())!.n;
    const before = await count();
    const first = await storeInquiry(db, filing("Dora", { key: "6f1c2d3e-0000-4000-8000-000000000001" }));
    await expect(storeInquiry(db, filing("Dora again", { key: "6f1c2d3e-0000-4000-8000-000000000001" }))).rejects.toThrow();
    await expect(
      storeInquiry(
        db,
        filing("Eva", { alongside: () => [db.insert(inquiryEvents).values({ inquiryId: 999_999_999, at: "x", type: "created" })] }),
      ),
    ).rejects.toThrow();
    expect(await count()).toBe(before + 1);
    expect(await linkedTo(first.inquiry.id)).toEqual({ events: ["created"], notices: [first.notificationId] });
  });

  it("stores a contact-form message with its consent to texts and its confirmations in one batch (one round trip)", async () => {
    const batches: number[] = [];
    const DB = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch")
          return (statements: D1PreparedStatement[]) => {
            batches.push(statements.length);
            return target.batch(statements);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const res = await postJson(
      "/api/inquiries",
      { ...distinctInquiry(), phone: "(760) 555-0191", smsConsent: true, smsConsentVersion: "2026-11-23" },
      {},
      { DB, EMAIL: recordingEmail().binding, MESSAGES_FROM: "hola@clinic.test" } as Partial<Env>,
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    // The one write of the request (what goes after the answer reads, then claims each message on its own).
    expect(batches).toHaveLength(1);
    const consent = await env.DB.prepare("SELECT inquiry_id, action, source FROM consent_events WHERE inquiry_id = ?").bind(id).first();
    expect(consent).toEqual({ inquiry_id: id, action: "granted", source: "contact_form" });
    const email = await env.DB.prepare("SELECT body FROM messages WHERE inquiry_id = ? AND channel = 'email' AND origin = 'confirmation'")
      .bind(id)
      .first<{ body: string }>();
    // The reference in the words is the inquiry's id, put there by SQL in the same batch.
    expect(email?.body).toContain(`Your reference number is ${id}. If you call us, you can give this number.`);
    expect(email?.body).not.toContain("[[reference]]");
  });

  it("stores the message when messaging has no key, without a yes to texts it could not record", async () => {
    const res = await postJson(
      "/api/inquiries",
      { ...distinctInquiry(), phone: "(760) 555-0192", smsConsent: true, smsConsentVersion: "2026-11-23" },
      {},
      { MESSAGING_KEY: "" } as Partial<Env>,
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    expect(await env.DB.prepare("SELECT id FROM inquiries WHERE id = ?").bind(id).first()).toEqual({ id });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM consent_events WHERE inquiry_id = ?").bind(id).first()).toEqual({ n: 0 });
  });
});
