/**
 * Issue #50, item 12: numbers the site must never text. Google's numbering data (awesome-phonenumber) decides,
 * not a `+1` prefix: the contact form's confirmation, a paper sheet's confirmation and staff's composer send
 * nothing to a premium, toll-free, Caribbean or unassigned number, and a malformed one is refused where typed.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import type { ComposerDto } from "../../contract/messaging";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../../contract/volunteers";
import type { VolunteerEnteredDto } from "../../contract/volunteerSheet";
import { sendDueMessages } from "../../worker/messaging/outbox";
import { textableNumber } from "../../worker/messaging/sms/textableNumber";
import { sendDueVolunteerMessages } from "../../worker/volunteers/messages/send";
import type { twilioStandIn } from "../../scripts/sms/twilioStandIn";
import { fetchWithBindings, json, recordingEmail, signedInAdmin, staffApi, useTwilioStandIn, daytimeLater } from "./helpers";

/** The red team's ten: premium, unassigned, Jamaica, the Dominican Republic, the BVI, toll-free, N11, 0xx, 7 and 14 digits. */
const NEVER_TEXTED = [
  "+1 900 555 2101",
  "+1 976 555 2102",
  "+1 876 555 2103",
  "+1 809 555 2104",
  "+1 284 555 2105",
  "+1 800 555 2106",
  "+1 411 555 2107",
  "+1 060 555 2108",
  "555-2109",
  "+1 760 555 2110 123",
];
const TEXTED = "+1 760 555 2111";

let standIn: ReturnType<typeof twilioStandIn>;
let email: ReturnType<typeof recordingEmail>;
let admin = { token: "", id: 0 };
const bindings = () => ({ EMAIL: email.binding }) as Partial<Env>;
const api = staffApi(
  () => admin.token,
  () => bindings(),
);
const digits = (phone: string) => phone.replace(/\D/g, "");
/** 10:00 a.m. clinic time two days from now: inside texting hours wherever the number is. */

beforeAll(async () => {
  admin = await signedInAdmin();
});
beforeEach(() => {
  email = recordingEmail();
  standIn = useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("which numbers are texted (worker/messaging/sms/textableNumber.ts)", () => {
  it("texts US numbers and its territories', never premium, toll-free, Caribbean, Canadian or unassigned ones", async () => {
    const verdict = async (e164: string) => {
      const answer = await textableNumber(env, e164);
      return answer.textable ? "textable" : answer.reason;
    };
    for (const number of ["+17605550142", "+12125550100", "+17873001234", "+16712001234", "+13405551234"])
      expect(await verdict(number), number).toBe("textable");
    for (const number of ["+19005552101", "+19765552102", "+18765552103", "+18095552104", "+12845552105", "+18005552106", "+14165550100"])
      expect(await verdict(number), number).toBe("not_textable");
    expect(await verdict("+525555550100"), "Mexico is not in TEXT_COUNTRY_CODES").toBe("country_not_allowed");
  });

  it("sends the contact form's confirmation to none of the ten, and refuses the malformed ones at the form", async () => {
    const answers: number[] = [];
    for (const [i, phone] of [...NEVER_TEXTED, TEXTED].entries()) {
      const res = await fetchWithBindings(
        "/api/inquiries",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${60 + i}` },
          body: JSON.stringify({
            name: "Rosa Elena Martínez",
            email: `rosa.numbers.${i}@example.com`,
            phone,
            message: `Quiero información (${i}).`,
            consent: true,
            consentVersion: "2026-11-23",
            smsConsent: true,
            smsConsentVersion: "2026-11-23",
            language: "es",
          }),
        },
        bindings(),
      );
      answers.push(res.status);
      if (res.status === 201) await res.json<CreatedInquiryDto>();
    }
    // N11, 0xx and 14 digits are not North American numbers at all: the form says so.
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 400, 400, 201, 400, 201]);
    await sendDueMessages({ ...env, ...bindings() } as Env, daytimeLater());
    expect(standIn.texts.map((text) => text.to)).toEqual([`+${digits(TEXTED)}`]);
    const held = await env.DB.prepare(
      "SELECT m.failure_reason AS reason FROM messages m JOIN inquiries i ON i.id = m.inquiry_id WHERE m.channel = 'text' AND i.email LIKE 'rosa.numbers.%' ORDER BY i.id",
    ).all<{ reason: string | null }>();
    // Six stored numbers could be written as +1 numbers; "555-2109" has no area code and gets no text row at all.
    expect(held.results.map((row) => row.reason)).toEqual([
      "not_textable",
      "not_textable",
      "not_textable",
      "not_textable",
      "not_textable",
      "not_textable",
      null,
    ]);
  });

  it("sends a paper sheet's confirmation to none of them, and the composer says why", async () => {
    const entered: number[] = [];
    for (const [i, phone] of ["+1 900 555 2201", "+1 876 555 2203", "+1 800 555 2206", "+1 760 555 2211"].entries()) {
      const res = await api(
        "/registry/people",
        json("POST", {
          source: "event_sheet",
          how: "Health fair, Calexico library",
          signedOn: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
          consentVersion: CURRENT_REGISTRY_STATEMENT,
          textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
          name: `María Número ${i}`,
          phone,
          language: "es",
          topics: ["diabetes"],
          channels: ["text"],
        }),
      );
      expect(res.status, phone).toBe(201);
      entered.push((await res.json<VolunteerEnteredDto>()).id);
    }
    await sendDueVolunteerMessages({ ...env, ...bindings() } as Env, daytimeLater());
    expect(standIn.texts.map((text) => text.to)).toEqual(["+17605552211"]);
    const reasons = await env.DB.prepare(
      `SELECT failure_reason AS reason FROM volunteer_messages WHERE channel = 'text' AND volunteer_id IN (${entered.join(",")}) ORDER BY volunteer_id`,
    ).all<{ reason: string | null }>();
    expect(reasons.results.map((row) => row.reason)).toEqual(["not_textable", "not_textable", "not_textable", null]);

    const inquiry = await env.DB.prepare("SELECT id FROM inquiries WHERE email = 'rosa.numbers.0@example.com'").first<{ id: number }>();
    const composer = await (await api(`/inquiries/${inquiry!.id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.text).toEqual({ available: false, reason: "not_textable" });
  });
});
