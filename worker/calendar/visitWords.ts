import type { Language } from "../../contract/language";
import type { MessageChannel } from "../../contract/messaging";
import type { VisitPlace } from "../../contract/visits";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundText } from "../texts/translate";

/** A visit's date and time in words (contract/visitWords.ts). */
export { visitWhen } from "../../contract/visitWords";

/**
 * Where the visit is, in the person's language: the clinic's address, "by phone", or what staff wrote. A text
 * names the clinic by its street (three segments leave no room for the whole address); e-mails and calendar
 * files have the whole address.
 */
export function visitPlaceText(
  visit: { place: VisitPlace; placeDetail: string | null },
  language: Language,
  channel: MessageChannel = "email",
): string {
  if (visit.place === "phone") return outboundText(language, outboundTexts.visitByPhone);
  if (visit.place === "other" && visit.placeDetail) return visit.placeDetail;
  return outboundText(language, channel === "text" ? outboundTexts.visitAtClinicInText : outboundTexts.visitAtClinic);
}
