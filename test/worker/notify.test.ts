import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { RETENTION_CRON } from "../../worker/jobs/retention";
import { morningCounts, runMorningSummary } from "../../worker/jobs/morningSummary";
import { captureConsole, fetchWithBindings, insertInquiry, nextIp, recordingEmail } from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const staffAddresses = { STAFF_NOTIFY_TO: "coordinator@clinic.test, pi@clinic.test", STAFF_NOTIFY_FROM: "website@clinic.test" };

const personal = {
  name: "Zoraida Quintanilla-Běhounková",
  email: "zoraida.q@example.org",
  phone: "(760) 555-0173",
  message: "Tengo insuficiencia cardiaca y tomo furosemida.",
  interest: "heart",
  studyId: "REDEFINE-HF",
  language: "es",
};

let posted = 0;
/**
 * Posts an inquiry with words of its own (the same words within minutes get the first answer), with
 * e-mail to people off: these tests watch the staff e-mail alone (test/worker/messaging.test.ts the rest).
 */
function postInquiry(body: Record<string, unknown>, bindings: Partial<Env>) {
  posted += 1;
  const distinct = typeof body.message === "string" ? { ...body, message: `${body.message} (${posted})` } : body;
  return fetchWithBindings(
    "/api/inquiries",
    { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() }, body: JSON.stringify(distinct) },
    { MESSAGES_FROM: "", ...bindings } as Partial<Env>,
  );
}

async function timelineTypes(inquiryId: number): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT type FROM inquiry_events WHERE inquiry_id = ? ORDER BY id")
    .bind(inquiryId)
    .all<{ type: string }>();
  return results.map((row) => row.type);
}

describe("new-inquiry e-mail to staff", () => {
  it("sends one e-mail per stored inquiry with its number, language, time and link, and nothing personal", async () => {
    const email = recordingEmail();
    const res = await postInquiry(personal, { ...staffAddresses, EMAIL: email.binding });
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();

    expect(email.sent).toHaveLength(1);
    const [message] = email.sent;
    expect(message!.to).toEqual(["coordinator@clinic.test", "pi@clinic.test"]);
    expect(message!.from).toMatchObject({ email: "website@clinic.test" });
    expect(message!.subject).toBe(`New website inquiry #${id}`);
    expect(message!.text).toContain(`New website inquiry #${id}`);
    expect(message!.text).toContain("Language: Spanish");
    expect(message!.text).toContain(`${new URL(env.SITE_ORIGIN).origin}/admin/inquiries/${id}`);
    expect(message!.text).toMatch(/Received: .*2\d{3}.*(AM|PM)/);

    const everything = `${message!.subject}\n${message!.text}`.toLowerCase();
    const fragments = [
      personal.name,
      "Zoraida",
      "Quintanilla",
      personal.email,
      "zoraida.q",
      "555-0173",
      "5550173",
      "insuficiencia",
      "furosemida",
      "heart",
      "REDEFINE",
      "corazón",
    ];
    for (const fragment of fragments) expect(everything, fragment).not.toContain(fragment.toLowerCase());
  });

  it("sends nothing for spam, and nothing when no recipients are configured", async () => {
    const email = recordingEmail();
    const spam = await postInquiry({ ...personal, website: "http://spam.example" }, { ...staffAddresses, EMAIL: email.binding });
    expect(spam.status).toBe(201);
    const unconfigured = await postInquiry(personal, {
      STAFF_NOTIFY_TO: "",
      STAFF_NOTIFY_FROM: "website@clinic.test",
      EMAIL: email.binding,
    });
    expect(unconfigured.status).toBe(201);
    expect(email.sent).toHaveLength(0);
  });

  it("never fails the visitor's POST when sending fails: the timeline says so, the log line holds no personal data", async () => {
    const email = recordingEmail(true);
    let res: Response | undefined;
    const logs = await captureConsole(async () => {
      res = await postInquiry(personal, { ...staffAddresses, EMAIL: email.binding });
    });
    expect(res!.status).toBe(201);
    const { id } = await res!.json<CreatedInquiryDto>();
    expect(await timelineTypes(id)).toEqual(["created", "notification_failed"]);
    expect(logs).toContain("new_inquiry_email_failed");
    expect(logs).toContain(`"inquiryId":${id}`);
    for (const fragment of ["Zoraida", "zoraida.q", "maria@example.com", "555-0173", "furosemida", "E_SENDER"])
      expect(logs).not.toContain(fragment);
  });
});

// Monday 15 March 2027, the day after daylight saving time starts: 15:00 UTC is 8:00 AM in California.
const mondayEight = new Date("2027-03-15T15:00:00Z");

describe("morning summary", () => {
  it("counts new, overdue and open per owner, and the e-mail holds counts only", async () => {
    const before = await morningCounts(env, mondayEight);
    // Sunday evening: new, but no business minute has passed yet, so not overdue.
    await insertInquiry({ name: "Domingo Persona", created_at: "2027-03-15T03:00:00.000Z" });
    // Friday 9 AM: waited well over an hour of open time, nobody called.
    await insertInquiry({ name: "Viernes Persona", created_at: "2027-03-12T17:00:00.000Z" });
    // Friday, called back within the hour: open, not overdue.
    await insertInquiry({
      created_at: "2027-03-12T17:00:00.000Z",
      status: "contacting",
      first_contact_at: "2027-03-12T17:20:00.000Z",
      first_response_minutes: 20,
    });
    // Spam and closed inquiries count nowhere.
    await insertInquiry({ created_at: "2027-03-15T04:00:00.000Z", status: "spam" });
    await insertInquiry({ created_at: "2027-03-12T17:00:00.000Z", status: "not_interested" });

    const after = await morningCounts(env, mondayEight);
    expect(after.newSinceYesterday - before.newSinceYesterday).toBe(1);
    expect(after.overdue - before.overdue).toBe(1);
    expect(after.open - before.open).toBe(3);

    const email = recordingEmail();
    expect(await runMorningSummary({ ...env, ...staffAddresses, EMAIL: email.binding }, mondayEight)).toBe("sent");
    expect(email.sent).toHaveLength(1);
    const { subject, text } = email.sent[0]!;
    expect(subject).toBe(`Inquiries this morning: ${after.due} due now, ${after.newSinceYesterday} new`);
    expect(after.due).toBeGreaterThanOrEqual(after.overdue);
    expect(text).toContain(`Due now: ${after.due}`);
    expect(text).toContain(`Open: ${after.open}`);
    expect(text).toContain("Due now: http");
    for (const fragment of ["Domingo", "Viernes", "ana@example.com", "7605550100", "Hola"]) expect(text).not.toContain(fragment);
  });

  it('names the studies whose "still recruiting" confirmation is older than STUDY_CONFIRMATION_DAYS (codes only)', async () => {
    // Monday 15 March 2027: FINALITY-HF confirmed two weeks before; the others last on 15 September 2025 (the seed).
    await env.DB.batch([
      env.DB.prepare("UPDATE studies SET recruitment = 'recruiting', status_confirmed_on = '2025-09-15'"),
      env.DB.prepare("UPDATE studies SET status_confirmed_on = '2027-03-01' WHERE code = 'FINALITY-HF'"),
      env.DB.prepare("UPDATE studies SET recruitment = 'closed' WHERE code = 'CONFIRMATION-HF'"),
    ]);
    const counts = await morningCounts(env, mondayEight);
    // A closed study needs no confirming.
    expect(counts.studiesToConfirm).toEqual(["REDEFINE-HF"]);
    expect((await morningCounts({ ...env, STUDY_CONFIRMATION_DAYS: "10" }, mondayEight)).studiesToConfirm).toEqual([
      "FINALITY-HF",
      "REDEFINE-HF",
    ]);
    const email = recordingEmail();
    expect(await runMorningSummary({ ...env, ...staffAddresses, EMAIL: email.binding }, mondayEight)).toBe("sent");
    const { text } = email.sent[0]!;
    expect(text).toContain("Studies to confirm: REDEFINE-HF.");
    expect(text).toContain(
      'Nobody has confirmed in the last 90 days that they still recruit here, so the site no longer says "Now Enrolling" for them.',
    );
    expect(text).toContain("/admin/studies");
    await env.DB.prepare("UPDATE studies SET recruitment = 'recruiting', status_confirmed_on = '2027-03-01'").run();
    const none = recordingEmail();
    await runMorningSummary({ ...env, ...staffAddresses, EMAIL: none.binding }, mondayEight);
    expect(none.sent[0]!.text).not.toContain("Studies to confirm");
  });

  it("sends only at 8 AM local time on days the clinic opens", async () => {
    const email = recordingEmail();
    const run = (iso: string) => runMorningSummary({ ...env, ...staffAddresses, EMAIL: email.binding }, new Date(iso));
    expect(await run("2027-03-15T16:00:00Z")).toBe("skipped"); // 9 AM daylight time: the other trigger
    expect(await run("2027-01-11T16:00:00Z")).toBe("sent"); // 8 AM standard time (Monday)
    expect(await run("2027-01-11T15:00:00Z")).toBe("skipped"); // 7 AM standard time
    expect(await run("2027-03-13T16:00:00Z")).toBe("skipped"); // Saturday
    expect(email.sent).toHaveLength(1);
  });

  it("is what the weekday Cron Triggers run; the daily trigger runs the retention purge", async () => {
    const email = recordingEmail();
    const bindings = { ...env, ...staffAddresses, EMAIL: email.binding };
    const fire = async (cron: string, scheduledTime: Date) => {
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ cron, scheduledTime }), bindings, ctx);
      await waitOnExecutionContext(ctx);
    };
    await fire("0 15 * * 1-5", mondayEight);
    expect(email.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Inquiries this morning: /)]);

    const old = await insertInquiry({
      status: "not_interested",
      closed_at: "2020-01-01T00:00:00.000Z",
      created_at: "2019-12-01T00:00:00.000Z",
    });
    await fire(RETENTION_CRON, mondayEight);
    const row = await env.DB.prepare("SELECT name, erased_at FROM inquiries WHERE id = ?")
      .bind(old)
      .first<{ name: string | null; erased_at: string | null }>();
    expect(row?.erased_at).not.toBeNull();
    expect(email.sent).toHaveLength(1);
  });
});
