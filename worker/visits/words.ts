import { CLINIC_TIME_ZONE } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import type { VisitPlace } from "../../contract/visits";
import { outboundTexts } from "../messaging/texts/outboundTexts";
import { outboundText } from "../messaging/texts/translate";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function format(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let formatter = cache.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { timeZone: CLINIC_TIME_ZONE, ...options });
    cache.set(language, formatter);
  }
  return formatter;
}

/**
 * A visit's date and time written out in the person's language, clinic time (docs/content.md: dates in words):
 * "Monday, March 9" and "9:30 AM"; "lunes, 9 de marzo" and "9:30 a. m.".
 */
export function visitWhen(startAt: string | Date, language: Language): { date: string; time: string } {
  const instant = new Date(startAt);
  return {
    date: format(dateFormats, language, { weekday: "long", month: "long", day: "numeric" }).format(instant),
    time: format(timeFormats, language, { hour: "numeric", minute: "2-digit" }).format(instant),
  };
}

/** Where the visit is, in the person's language: the clinic's address, "by phone", or what staff wrote. */
export function visitPlaceText(visit: { place: VisitPlace; placeDetail: string | null }, language: Language): string {
  if (visit.place === "phone") return outboundText(language, outboundTexts.visitByPhone);
  if (visit.place === "other" && visit.placeDetail) return visit.placeDetail;
  return outboundText(language, outboundTexts.visitAtClinic);
}
