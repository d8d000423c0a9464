/**
 * Segments, not characters (issue #37): every text the site sends fits three segments as carriers count them
 * (contract/smsSegments.ts), in English and in Spanish, with the longest realistic values (contract/textBudget.ts:
 * a long accented name, the longest date in words, the longest place staff may write). Over every outbound text
 * (worker/texts), every template the migrations seed, and every visit message as the Worker builds
 * it end to end (invitation, reminders, "moved", cancelled, the answer to a "1").
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clinic } from "../../contract/clinic";
import { CURRENT_SMS_CONSENT_VERSION } from "../../contract/consent";
import { LANGUAGES, type Language } from "../../contract/language";
import { SMS_SEGMENT_BUDGET, smsSegments } from "../../contract/smsSegments";
import { SITE_TEXT_LINES, TEXT_SAMPLE_VALUES, templateSegments, visitTextBody, type VisitPurpose } from "../../contract/textBudget";
import { VISIT_PLACE_DETAIL_LIMIT, type RescheduleVisitInput } from "../../contract/visits";
import { REGISTRY_TEXTS_PER_MONTH } from "../../contract/volunteers";
import { dayWithYear } from "../../contract/visitWords";
import { registryToken } from "../../worker/messaging/keys";
import { receiveText } from "../../worker/replies/text";
import { outboundTexts } from "../../worker/texts/outboundTexts";
import { outboundSms } from "../../worker/texts/translate";
import { bookVisit, rescheduleVisit } from "../../worker/visits/book";
import { changeVisit } from "../../worker/visits/change";
import { sendVisitReminders } from "../../worker/visits/reminderJob";
import { adminId, createAdmin, fetchWithBindings, recordingEmail, useTwilioStandIn } from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

/** The outbound texts that go out as texts, whole... */
const SENT_BY_TEXT = [
  "confirmationText",
  "registryTextsConfirmedReply",
  "optOutReply",
  "helpReply",
  "optInReply",
  "stopLine",
  "visitReplyText",
  "visitConfirmedReply",
  "visitChangeReply",
  "campaignNoReply",
] as const;
/** ...the registry's texts, which carry the person's signed link (their own values, below)... */
const REGISTRY_TEXTS = ["registryConfirmationText", "registryRenewalText", "registryRenewedReply"] as const;
/** ...the code that opens a person's own page of the list (its own value, below)... */
const CODE_TEXTS = ["registryCodeText"] as const;
/** ...the answer to a campaign's "SÍ", which carries the link to the study's questions... */
const CAMPAIGN_TEXTS = ["campaignYesReply"] as const;
/** ...as the {place} of a visit text (no longer than a place staff may write)... */
const PLACES_IN_TEXTS = ["visitAtClinicInText", "visitByPhone"] as const;
/** ...and those that never go by text (e-mails, calendar files, a page). */
const NOT_TEXTS = [
  "confirmationSubject",
  "confirmationEmail",
  "questionsBusy",
  "staffSubject",
  "emailSignature",
  "emailUnsubscribe",
  "visitAtClinic",
  "visitDirections",
  "visitWhatToBring",
  "visitReplyEmail",
  "visitCalendarAttached",
  "visitCalendarRemoved",
  "visitConfirmedSubject",
  "registryConfirmationSubject",
  "registryConfirmationEmail",
  "registryRenewalSubject",
  "registryRenewalEmail",
  "registryEmailUnsubscribe",
  "registryCodeSubject",
  "registryCodeEmail",
] as const;

const HOUR = 3_600_000;
const lines = (language: Language) => ({
  stop: outboundSms(language, outboundTexts.stopLine),
  visitReply: outboundSms(language, outboundTexts.visitReplyText),
});
const within = (text: string) => smsSegments(text).segments;

describe("every text fits three segments, in both languages", () => {
  it("the lines the staff pages count with are the catalog's", () => {
    for (const language of LANGUAGES) expect(SITE_TEXT_LINES[language], language).toEqual(lines(language));
  });

  it("every outbound text that goes by text, with the longest values", () => {
    expect([...SENT_BY_TEXT, ...REGISTRY_TEXTS, ...CODE_TEXTS, ...CAMPAIGN_TEXTS, ...PLACES_IN_TEXTS, ...NOT_TEXTS].sort()).toEqual(
      Object.keys(outboundTexts).sort(),
    );
    for (const language of LANGUAGES) {
      for (const key of SENT_BY_TEXT) {
        const text = outboundSms(language, outboundTexts[key], TEXT_SAMPLE_VALUES[language]);
        expect(text, `${key} ${language}`).not.toMatch(/\{\w+\}/);
        expect(within(text), `${key} ${language}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT_BUDGET);
      }
      for (const key of CODE_TEXTS) {
        const text = outboundSms(language, outboundTexts[key], { code: "123456" });
        expect(text, `${key} ${language}`).not.toMatch(/\{\w+\}/);
        expect(within(text), `${key} ${language}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT_BUDGET);
      }
      for (const key of PLACES_IN_TEXTS)
        expect(outboundSms(language, outboundTexts[key]).length, `${key} ${language}`).toBeLessThanOrEqual(VISIT_PLACE_DETAIL_LIMIT);
    }
    // The sample place is as long as staff may write, and the clinic's name in a text is its short name.
    expect(TEXT_SAMPLE_VALUES.es.place).toHaveLength(VISIT_PLACE_DETAIL_LIMIT);
    expect(TEXT_SAMPLE_VALUES.en.clinic).toBe(clinic.shortName);
  });

  it("the registry's texts with a long site address in their link and the longest date, within the GSM alphabet", async () => {
    const longOrigin = "https://research.community-health-clinic-of-imperial.org";
    for (const language of LANGUAGES) {
      const link = `${longOrigin}${language === "es" ? "/es" : ""}/registry/me?t=${await registryToken(env, "R-WWWW-WWWW")}`;
      const values = {
        ...TEXT_SAMPLE_VALUES[language],
        link,
        date: dayWithYear("2027-09-30T19:00:00Z", language),
        max: REGISTRY_TEXTS_PER_MONTH,
      };
      for (const key of REGISTRY_TEXTS) {
        const text = outboundSms(language, outboundTexts[key], values);
        expect(text, `${key} ${language}`).not.toMatch(/\{\w+\}/);
        // One accent would make it UCS-2 (67 characters a part), and the link would no longer fit.
        expect(smsSegments(text).encoding, `${key} ${language}: ${text}`).toBe("GSM-7");
        expect(within(text), `${key} ${language}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT_BUDGET);
      }
    }
  });

  it("the answer to a campaign's yes with a long study address, within the GSM alphabet", () => {
    const longOrigin = "https://research.community-health-clinic-of-imperial.org";
    for (const language of LANGUAGES) {
      // A study's address is its slug: 60 characters is longer than any the editor makes from a title.
      const link = `${longOrigin}${language === "es" ? "/es" : ""}/studies/${"a".repeat(60)}/questions`;
      for (const key of CAMPAIGN_TEXTS) {
        const text = outboundSms(language, outboundTexts[key], { ...TEXT_SAMPLE_VALUES[language], link });
        expect(text, `${key} ${language}`).not.toMatch(/\{\w+\}/);
        expect(smsSegments(text).encoding, `${key} ${language}: ${text}`).toBe("GSM-7");
        expect(within(text), `${key} ${language}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT_BUDGET);
      }
    }
  });

  it("every template the migrations seed, as a visit text, and as the template editor counts it", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name, purpose, body_en, body_es FROM message_templates WHERE purpose <> 'general' ORDER BY id",
    ).all<{ name: string; purpose: VisitPurpose; body_en: string; body_es: string }>();
    expect(results.map((template) => template.purpose).sort()).toEqual([
      "campaign_invitation",
      "visit_cancelled",
      "visit_invitation",
      "visit_reminder",
      "visit_update",
    ]);
    for (const template of results) {
      const body = { en: template.body_en, es: template.body_es };
      const counted = templateSegments({ purpose: template.purpose, body });
      // The study invitation goes as the campaigns send it (with the stop line, no visit words).
      if ((template.purpose as string) === "campaign_invitation") {
        for (const language of LANGUAGES) expect(counted[language].fits, `${template.name} ${language}`).toBe(true);
        continue;
      }
      for (const language of LANGUAGES) {
        const text = visitTextBody(body[language], TEXT_SAMPLE_VALUES[language], template.purpose, lines(language));
        expect(within(text), `${template.name} ${language}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT_BUDGET);
        expect(counted[language]).toMatchObject({ segments: within(text), fits: true });
      }
    }
  });
});

describe("every visit message as the Worker sends it (end to end)", () => {
  let email: ReturnType<typeof recordingEmail>;
  let staffId = 0;
  let counter = 700;
  const bindings = () => ({ EMAIL: email.binding }) as Partial<Env>;
  const fullEnv = () => ({ ...env, ...bindings() }) as Env;

  beforeAll(async () => {
    staffId = await adminId((await createAdmin()).username);
    await env.DB.prepare(
      "UPDATE message_templates SET irb_reference = 'IRB-2026-137', irb_approved_on = '2026-11-20', approved_at = '2026-11-20T00:00:00.000Z'",
    ).run();
  });
  beforeEach(() => {
    email = recordingEmail();
    useTwilioStandIn();
  });
  afterEach(() => vi.restoreAllMocks());

  async function newInquiry(language: Language) {
    counter += 1;
    const res = await fetchWithBindings(
      "/api/inquiries",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.0.${counter % 250}` },
        body: JSON.stringify({
          name: "María Guadalupe Hernández Villaseñor",
          email: `budget.${counter}@example.com`,
          phone: `(760) 555-${4000 + counter}`,
          message: "Quisiera saber más.",
          consent: true,
          language,
          smsConsent: true,
          smsConsentVersion: CURRENT_SMS_CONSENT_VERSION,
        }),
      },
      bindings(),
    );
    expect(res.status).toBe(201);
    return { id: (await res.json<CreatedInquiryDto>()).id, e164: `+1760555${4000 + counter}` };
  }

  const textsOf = async (inquiryId: number) =>
    (
      await env.DB.prepare("SELECT origin, body FROM messages WHERE inquiry_id = ? AND channel = 'text' AND direction = 'out' ORDER BY id")
        .bind(inquiryId)
        .all<{ origin: string; body: string }>()
    ).results;

  it.each([
    ["es", "clinic"],
    ["es", "other"],
    ["en", "clinic"],
    ["en", "other"],
  ] as const)("%s, at the %s place: a Wednesday, September 30, at 10:30", async (language, place) => {
    // Booked on September 1, 2026 for Wednesday, September 30 at 10:30 a.m.: the longest date in both languages.
    const booked = new Date("2026-09-01T17:00:00.000Z");
    const { id, e164 } = await newInquiry(language);
    const slot: RescheduleVisitInput = {
      date: "2026-09-30",
      time: "10:30",
      durationMinutes: 60,
      staffId,
      confirm: ["outside_office_hours", "overlap"],
      place,
      ...(place === "other" ? { placeDetail: TEXT_SAMPLE_VALUES[language].place } : {}),
    };
    const visit = await bookVisit(fullEnv(), drizzle(env.DB), id, staffId, { studyId: null, type: "screening_visit", ...slot }, booked);
    if (!visit.ok) throw new Error(visit.code);
    const start = new Date("2026-09-30T17:30:00.000Z");
    for (const hours of [72, 24, 2]) await sendVisitReminders(fullEnv(), new Date(start.getTime() - hours * HOUR + 60_000));
    const moved = await rescheduleVisit(fullEnv(), drizzle(env.DB), visit.visitId, staffId, { ...slot, time: "12:30" }, booked);
    if (!moved.ok) throw new Error(moved.code);
    // The person answers "1" (that September, while the visit is still to come).
    const yes = await receiveText(fullEnv(), drizzle(env.DB), { from: e164, body: "1", providerId: `SM${counter}`, media: 0 }, booked);
    expect(yes.answer).toContain(clinic.shortName);
    const cancelled = await changeVisit(fullEnv(), drizzle(env.DB), moved.visitId, staffId, { state: "cancelled", by: "clinic" }, booked);
    expect(cancelled.ok).toBe(true);

    const texts = await textsOf(id);
    expect(texts.map((text) => text.origin)).toEqual([
      "confirmation",
      "visit_invitation",
      "visit_reminder",
      "visit_reminder",
      "visit_reminder",
      "visit_update",
      "visit_reply",
      "visit_update",
    ]);
    for (const text of texts) {
      expect(text.body, text.origin).toContain(clinic.shortName);
      expect(text.body, text.origin).not.toMatch(/http|Community/);
      expect(within(text.body), `${text.origin}: ${text.body}`).toBeLessThanOrEqual(SMS_SEGMENT_BUDGET);
    }
    expect(texts[1]!.body).toContain(
      language === "es" ? "miércoles 30 de septiembre a las 10:30 a.m." : "Wednesday, September 30, at 10:30 a.m.",
    );
  });
});
