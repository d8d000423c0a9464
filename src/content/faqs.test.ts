import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activateLocale } from "../i18n/activate";
import { homeFaqs } from "./faqs";
import { participantFaqs } from "./participantFaqs";
import { sponsorFaqs } from "./sponsors";

describe("FAQs", () => {
  it("has at least ten participant questions (placebo, cost and own doctor among them) and ten sponsor questions; home shows ids 1, 3 and 4", () => {
    expect(participantFaqs.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(participantFaqs.map((f) => i18n._(f.question))).toEqual(
      expect.arrayContaining(["Will I get the study drug or a placebo?", "What does it cost me?", "Can I keep my own doctor?"]),
    );
    expect(sponsorFaqs).toHaveLength(10);
    expect(homeFaqs.map((f) => f.id)).toEqual([1, 3, 4]);
    // Home's About text already mentions payment: its questions answer placebo instead (issue #37).
    expect(homeFaqs.map((f) => i18n._(f.question))).toContain("Will I get the study drug or a placebo?");
    expect(homeFaqs.map((f) => i18n._(f.answer)).join(" ")).not.toMatch(/\bpaid\b|\bpay\b|compensat/i);
  });

  it("finds the Spanish text of every question and answer by its English text", async () => {
    const all = [...participantFaqs, ...sponsorFaqs];
    const english = all.map((faq) => [i18n._(faq.question), i18n._(faq.answer)]);
    await activateLocale("es");
    const spanish = all.map((faq) => [i18n._(faq.question), i18n._(faq.answer)]);
    spanish.forEach(([question, answer], index) => {
      expect(question).not.toBe(english[index]![0]);
      expect(answer).not.toBe(english[index]![1]);
      expect(question).toMatch(/^¿.+\?$/);
    });
    expect(i18n._(participantFaqs[0]!.question)).toBe("¿Qué es un estudio clínico?");
  });
});
