import { confirmationTextLimits } from "../config";

/**
 * Where the site may text (docs/messaging.md, "Which numbers are texted"): Google's numbering metadata (the
 * maintained `awesome-phonenumber` port of libphonenumber) decides, never a `+1` prefix. In the North American
 * plan only the United States and its territories, and only numbers that can be mobiles: a premium-rate (900),
 * toll-free, unassigned (976, N11, 0xx) or Caribbean or Canadian number is never texted. Other countries only
 * when TEXT_COUNTRY_CODES names them, and still only valid mobile numbers.
 */
const US_REGIONS = new Set(["US", "PR", "VI", "GU", "MP", "AS"]);
const TEXTABLE_TYPES = new Set(["mobile", "fixed-line-or-mobile"]);

/** The numbering data is 350 kB of code: loaded the first time a number is checked, not at the Worker's start. */
let library: Promise<typeof import("awesome-phonenumber")> | undefined;

export type UntextableReason = "country_not_allowed" | "not_textable";
export type NumberVerdict = { textable: true } | { textable: false; reason: UntextableReason };

/** Whether a text may go to `e164`, and why not. */
export async function textableNumber(env: Env, e164: string): Promise<NumberVerdict> {
  if (!confirmationTextLimits(env).countryCodes.some((code) => e164.startsWith(`+${code}`)))
    return { textable: false, reason: "country_not_allowed" };
  library ??= import("awesome-phonenumber");
  const parsed = (await library).parsePhoneNumber(e164);
  if (!parsed.valid || !TEXTABLE_TYPES.has(parsed.type)) return { textable: false, reason: "not_textable" };
  if (e164.startsWith("+1") && !US_REGIONS.has(parsed.regionCode)) return { textable: false, reason: "not_textable" };
  return { textable: true };
}

/** The verdict as a failure reason (null: it may be texted), as the outboxes record it. */
export async function untextableReason(env: Env, e164: string): Promise<UntextableReason | null> {
  const verdict = await textableNumber(env, e164);
  return verdict.textable ? null : verdict.reason;
}
