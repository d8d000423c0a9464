import { CLINIC_TIME_ZONE } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import { responseTargetMinutes } from "../config";
import { adminLink } from "./staffEmail";

type NewInquiry = { id: number; language: Language | null; createdAt: string };

/**
 * The e-mail that tells staff an inquiry arrived: its number, language, time and a link to it; never the
 * person's name, contact details, message, interest or study.
 */
export function newInquiryEmail(env: Env, inquiry: NewInquiry) {
  const localTime = new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, dateStyle: "full", timeStyle: "short" }).format(
    new Date(inquiry.createdAt),
  );
  const language = inquiry.language === "es" ? "Spanish" : inquiry.language === "en" ? "English" : "not recorded";
  const subject = `New website inquiry #${inquiry.id}`;
  const text = [
    `New website inquiry #${inquiry.id}`,
    "",
    `Language: ${language}`,
    `Received: ${localTime} (Pacific time)`,
    "",
    `Open it in the staff area (sign-in required):`,
    adminLink(env, `/admin/inquiries/${inquiry.id}`),
    "",
    `This message holds no personal details on purpose. Please contact the person within ${responseTargetText(responseTargetMinutes(env))} (business time).`,
  ].join("\n");
  return { subject, text };
}

/** "1 hour", "90 minutes", "2 hours": the response target as staff read it. */
export function responseTargetText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** The e-mail that tells the owner (or the team) the person wrote back: the inquiry's number and a link, never the words. */
export function replyArrivedEmail(env: Env, inquiry: { id: number }) {
  const subject = `A reply arrived on inquiry #${inquiry.id}`;
  const text = [
    `The person of inquiry #${inquiry.id} wrote back.`,
    "",
    "Read the reply in the staff area (sign-in required):",
    adminLink(env, `/admin/inquiries/${inquiry.id}`),
    "",
    "This message holds nothing the person wrote, on purpose.",
  ].join("\n");
  return { subject, text };
}
