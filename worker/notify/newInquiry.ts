import { drizzle } from "drizzle-orm/d1";
import { CLINIC_TIME_ZONE } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import { inquiryEvents } from "../db/schema";
import { errorClassOf, log } from "../observability/log";
import { adminLink, sendStaffEmail } from "./staffEmail";

type NewInquiry = { id: number; language: Language | null; createdAt: string };

/**
 * The e-mail that tells staff an inquiry arrived: its number, language, time and a link to it; never the
 * person's name, contact details, message, interest or study.
 */
export function newInquiryEmail(env: Env, inquiry: NewInquiry) {
  const localTime = new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, dateStyle: "full", timeStyle: "short" }).format(new Date(inquiry.createdAt));
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
    "This message holds no personal details on purpose. Please reply to the person within the hour.",
  ].join("\n");
  return { subject, text };
}

/** Runs after the response (waitUntil): a failure never reaches the visitor, and shows on the timeline. */
export async function notifyNewInquiry(env: Env, inquiry: NewInquiry): Promise<void> {
  try {
    const { subject, text } = newInquiryEmail(env, inquiry);
    await sendStaffEmail(env, subject, text);
  } catch (error) {
    log.error("new_inquiry_email_failed", { code: "notification_failed", errorClass: errorClassOf(error), inquiryId: inquiry.id });
    await drizzle(env.DB)
      .insert(inquiryEvents)
      .values({ inquiryId: inquiry.id, type: "notification_failed" })
      .catch(() => log.error("notification_event_failed", { inquiryId: inquiry.id }));
  }
}
