/**
 * A referral partner's short code (docs/partners.md): six characters a person can read off a card and type on
 * a phone. No 0/O or 1/I/L, so nothing printed can be read two ways; typed in any case, with spaces or dashes.
 * No validation library here: the contact form checks a typed code before zod has loaded.
 */
import { READABLE_ALPHABET } from "./readableCode.ts";

export const PARTNER_CODE_LENGTH = 6;
export const PARTNER_CODE_PATTERN = new RegExp(`^[${READABLE_ALPHABET}]{${PARTNER_CODE_LENGTH}}$`);

/** A code as a person typed it ("ab3-k7q ") in the form it is stored ("AB3K7Q"). */
export function normalizePartnerCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** Whether the typed text could be a code at all (the server still checks that a partner has it). */
export function isPartnerCode(typed: string): boolean {
  return PARTNER_CODE_PATTERN.test(normalizePartnerCode(typed));
}

/** The path that records the partner on the visit and lands on the studies (worker/partners/landing.ts). */
export const partnerLinkPath = (code: string, language: "en" | "es") => `${language === "es" ? "/es" : ""}/r/${code}`;
