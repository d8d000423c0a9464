import { clinic } from "../../../contract/clinic";
import type { Language } from "../../../contract/language";
import { siteOrigin } from "../../config";
import { emailConfig } from "../config";
import { replyLocalPart, unsubscribeToken } from "../keys";
import { outboundTexts } from "../../texts/outboundTexts";
import { outboundText } from "../../texts/translate";

export type PersonEmail = {
  to: string;
  subject: string;
  body: string;
  language: Language;
  /** The inquiry it belongs to (its replies come back there); null for the registry's own e-mails (no replies). */
  inquiryId: number | null;
  /** The ledger's hash of the address (its unsubscribe link stands for it). */
  addressHash: string;
  /** The site's own message (a confirmation), not one a person wrote. */
  automatic: boolean;
  /** A visit's calendar file (text/calendar), made when the e-mail goes. */
  calendar?: string;
};

/** The page where a person stops e-mails from the clinic (a click, no sign-in), in their language. */
export async function unsubscribeLink(
  env: Env,
  email: Pick<PersonEmail, "addressHash" | "language" | "inquiryId">,
): Promise<{ page: string; oneClick: string }> {
  const token = await unsubscribeToken(env, email.addressHash, email.language, email.inquiryId ?? 0);
  return {
    page: `${siteOrigin(env)}${email.language === "es" ? "/es" : ""}/unsubscribe?t=${token}`,
    oneClick: `${siteOrigin(env)}/api/messages/unsubscribe?t=${token}`,
  };
}

/**
 * Sends an e-mail to the person who wrote (docs/messaging.md) through the `send_email` binding (Email Service),
 * from the clinic's address. Replies come back to a signed per-inquiry address that Email Routing hands
 * to the Worker's email() handler (the registry's e-mails, which belong to no inquiry, have no reply address); every e-mail ends with the clinic's details and a one-click way to stop
 * e-mails (RFC 8058 headers where the site runs on HTTPS, as Email Service requires). Plain text only.
 * Returns the provider's message id.
 */
export async function sendPersonEmail(env: Env, email: PersonEmail): Promise<string> {
  const config = emailConfig(env);
  if (!config) throw new Error("e-mail to people is not configured");
  const { page: link, oneClick } = await unsubscribeLink(env, email);
  const text = [
    email.body,
    "",
    "--",
    outboundText(email.language, outboundTexts.emailSignature),
    "",
    outboundText(email.language, email.inquiryId === null ? outboundTexts.registryEmailUnsubscribe : outboundTexts.emailUnsubscribe, {
      link,
    }),
  ].join("\n");
  const headers: Record<string, string> = { "Content-Language": email.language };
  if (oneClick.startsWith("https://")) {
    headers["List-Unsubscribe"] = `<${oneClick}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  if (email.automatic) headers["Auto-Submitted"] = "auto-generated";
  const result = await env.EMAIL.send({
    from: { name: clinic.name, email: config.from },
    to: email.to,
    ...(email.inquiryId === null ? {} : { replyTo: `${await replyLocalPart(env, email.inquiryId)}@${config.replyDomain}` }),
    subject: email.subject,
    text,
    headers,
    ...(email.calendar
      ? {
          attachments: [
            {
              disposition: "attachment" as const,
              filename: "invite.ics",
              type: "text/calendar; charset=utf-8; method=" + methodOf(email.calendar),
              content: email.calendar,
            },
          ],
        }
      : {}),
  });
  return result.messageId;
}

/** The METHOD of a calendar file (REQUEST, CANCEL...), which mail programs read from its Content-Type. */
function methodOf(calendar: string): string {
  return /^METHOD:([A-Z]+)\r?$/m.exec(calendar)?.[1] ?? "PUBLISH";
}
