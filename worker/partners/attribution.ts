import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { normalizePartnerCode, PARTNER_CODE_PATTERN } from "../../contract/partnerCode";
import { activePartnerByCode } from "./store";

/**
 * How a partner travels with a visitor (docs/partners.md, "Attribution"): `/r/<code>` sets a first-party cookie
 * holding only the partner's public code, and every form that files something (the contact form and the
 * questions before it, with or without JavaScript, and the registry's sign-up) reads it on the server. A cookie
 * rather than the page's storage, so that a browser without JavaScript carries it too.
 */
export const PARTNER_COOKIE = "partner";
/** A card handed out at a health fair is often used days later. */
export const PARTNER_COOKIE_DAYS = 30;

export function rememberPartner(c: Context, code: string): void {
  setCookie(c, PARTNER_COOKIE, code, {
    path: "/",
    maxAge: PARTNER_COOKIE_DAYS * 24 * 60 * 60,
    sameSite: "Lax",
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
  });
}

/** The partner code the visitor's cookie holds, if it looks like one. */
export function partnerCookie(c: Context): string | undefined {
  const code = normalizePartnerCode(getCookie(c, PARTNER_COOKIE) ?? "");
  return PARTNER_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * The partner a submission is credited to: a code the person typed wins (it must be an active partner's, or the
 * form says so), else the link they came by (an unknown or retired one is ignored: the person did nothing wrong).
 */
export async function attributedPartner(
  db: DrizzleD1Database,
  typed: string | undefined,
  fromLink: string | undefined,
): Promise<{ ok: true; partnerId: number | null } | { ok: false }> {
  if (typed) {
    const partner = await activePartnerByCode(db, typed);
    return partner ? { ok: true, partnerId: partner.id } : { ok: false };
  }
  const linked = fromLink ? await activePartnerByCode(db, fromLink) : undefined;
  return { ok: true, partnerId: linked?.id ?? null };
}
