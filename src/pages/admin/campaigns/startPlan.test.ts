import { describe, expect, it } from "vitest";
import { startPlan } from "./StartCampaignDialog";

const campaign = (channel: "text" | "email", es: number, en: number, pace = { perMinute: 60, segmentsPerDay: 2000 }) => ({
  channel,
  audienceCount: { count: es + en, byLanguage: { es, en }, byChannel: { text: es + en, email: es + en } },
  preview: { es: { subject: null, body: "", segments: 2 }, en: { subject: null, body: "", segments: 1 } },
  pace,
});

describe("what starting a campaign says it will do", () => {
  it("counts people by language, text parts by each language's length, and the minutes at the pace", () => {
    expect(startPlan(campaign("text", 30, 10))).toEqual({ count: 40, byLanguage: { es: 30, en: 10 }, minutes: 1, segments: 70, days: 1 });
  });

  it("spreads a large text campaign over the days its daily cap of parts and texting hours allow", () => {
    // 20,000 people, 2 parts each in Spanish: 40,000 parts at 2,000 a day is 20 days; 334 minutes fit in one day's hours.
    expect(startPlan(campaign("text", 20_000, 0))).toMatchObject({ minutes: 334, segments: 40_000, days: 20 });
    // At one text every 2 minutes, 1,000 people need 2,000 minutes: more than two days of 8 a.m.–9 p.m. (780 minutes).
    expect(startPlan(campaign("text", 1_000, 0, { perMinute: 0.5, segmentsPerDay: 100_000 }))).toMatchObject({ minutes: 2000, days: 3 });
  });

  it("has no parts or days for e-mail", () => {
    expect(startPlan(campaign("email", 5, 5))).toEqual({ count: 10, byLanguage: { es: 5, en: 5 }, minutes: 1, segments: 0, days: 1 });
  });
});
