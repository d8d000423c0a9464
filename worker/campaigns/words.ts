import type { CampaignChannel, CampaignPreview } from "../../contract/campaigns";
import { LANGUAGES, type Language } from "../../contract/language";
import { withStopLine } from "../../contract/messaging";
import { renderTemplate } from "../../contract/messageTemplates";
import { smsSegments } from "../../contract/smsSegments";
import { messageValues } from "../../contract/textBudget";
import type { messageTemplates } from "../db/schema";
import { templateText } from "../messaging/templates/store";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms } from "../texts/translate";

type Template = typeof messageTemplates.$inferSelect;

/**
 * An invitation's words in one language: the approved template with the clinic's name and number filled in; a
 * text ends with how to stop, as every text of ours. The same for everyone of that language, so it is what the
 * preview shows and what the segment count is made from.
 */
export function invitationWords(template: Template, language: Language, channel: CampaignChannel): { subject: string; body: string } {
  const words = templateText(template, language);
  const values = messageValues(channel);
  const body = renderTemplate(words.body, values);
  if (channel === "text") return { subject: "", body: withStopLine(body, outboundSms(language, outboundTexts.stopLine)) };
  return { subject: renderTemplate(words.subject, values), body };
}

export function campaignPreview(template: Template, channel: CampaignChannel): CampaignPreview {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const words = invitationWords(template, language, channel);
      return [
        language,
        {
          subject: channel === "email" ? words.subject : null,
          body: words.body,
          segments: channel === "text" ? smsSegments(words.body).segments : 0,
        },
      ];
    }),
  ) as CampaignPreview;
}
