/**
 * What a text the site sends is made of, and how many segments it takes (docs/messaging.md, "Texts fit in
 * three segments"): the values a template is filled with on each channel, the site's own lines a visit
 * text ends with, the longest realistic values a text can get, and the live count the template editor
 * shows. The Worker builds visit texts with visitTextBody, so the count and what goes out never differ.
 */
import { clinic } from "./clinic";
import { LANGUAGES, type Language } from "./language";
import { withStopLine, type MessageChannel } from "./messaging";
import { renderTemplate, templateInputSchema, type TemplatePlaceholder, type TemplatePurpose } from "./messageTemplates";
import { SMS_SEGMENT_BUDGET, smsSegments, type SmsEncoding } from "./smsSegments";
import { SMS_TEXTS_PER_MONTH } from "./consent";
import { VISIT_PLACE_DETAIL_LIMIT } from "./visits";

export { SMS_SEGMENT_BUDGET };

export type VisitPurpose = Exclude<TemplatePurpose, "general" | "campaign_invitation">;

/** A place staff could write, as long as they may (VISIT_PLACE_DETAIL_LIMIT), with an accent. */
const LONGEST_PLACE = "Centro Cívico de Calexico, Sala 12".slice(0, VISIT_PLACE_DETAIL_LIMIT).padEnd(VISIT_PLACE_DETAIL_LIMIT, "0");

/**
 * The site's own lines a text ends with, as worker/texts/locales/{en,es}.po has them (outboundTexts.stopLine
 * and .visitReplyText): the catalog is what goes out and what the ethics board reads; this copy lets the
 * staff pages count a template live without the Worker's catalog. A Worker test keeps the two equal.
 */
export const SITE_TEXT_LINES: Record<Language, { stop: string; visitReply: string }> = {
  en: { stop: "Reply STOP to stop.", visitReply: "Reply 1 to confirm, 2 to change it, or STOP to stop." },
  es: {
    stop: "Responda PARAR para no recibir más mensajes.",
    visitReply: "Responda 1 para confirmar, 2 para cambiarla o PARAR para no recibir más mensajes.",
  },
};

/**
 * The values every template is filled with: texts say the clinic's short name ("Frontera Research"), e-mails
 * its full name. Without a coordinator (a visit without staff, the site itself), the clinic signs.
 */
export function messageValues(channel: MessageChannel, coordinator?: string | null): Record<"clinic" | "coordinator" | "phone", string> {
  const name = channel === "text" ? clinic.shortName : clinic.name;
  return { clinic: name, coordinator: coordinator || name, phone: clinic.phone };
}

/**
 * The longest realistic values a text gets, in each language: a long name with accents (which alone
 * makes an English text UCS-2), the longest date in words (a test checks every day of a year), a time
 * with minutes, the longest place staff may write, with an accent; the clinic's number and short name.
 */
export const TEXT_SAMPLE_VALUES: Record<Language, Record<TemplatePlaceholder | "reference" | "max", string>> = {
  en: {
    ...messageValues("text"),
    coordinator: "María Guadalupe Hernández Villaseñor",
    date: "Wednesday, September 30",
    time: "10:30 a.m.",
    place: LONGEST_PLACE,
    reference: "1048576",
    max: String(SMS_TEXTS_PER_MONTH),
  },
  es: {
    ...messageValues("text"),
    coordinator: "María Guadalupe Hernández Villaseñor",
    date: "miércoles 30 de septiembre",
    time: "10:30 a.m.",
    place: LONGEST_PLACE,
    reference: "1048576",
    max: String(SMS_TEXTS_PER_MONTH),
  },
};

/**
 * Whether a template's own words already tell the person to reply 1 or 2 (templates approved before the
 * site wrote that line itself): then the site does not add it again.
 */
export function hasOwnReplyWords(words: string): boolean {
  return /(^|\D)1(\D|$)/.test(words) && /(^|\D)2(\D|$)/.test(words);
}

/**
 * A visit's text as it goes out: the template's words filled in, then the site's line saying what to
 * reply (1, 2, PARAR; not after a cancellation), and the stop line where nothing says STOP yet.
 */
export function visitTextBody(
  words: string,
  values: Partial<Record<TemplatePlaceholder, string>>,
  purpose: VisitPurpose,
  lines: { stop: string; visitReply: string },
): string {
  // "10:00 a.m." before a template's full stop would end in "a.m.."
  let body = renderTemplate(words, values).replace(/([ap]\. ?m)\.\./g, "$1.");
  if (purpose !== "visit_cancelled" && !hasOwnReplyWords(words)) body = `${body}\n${lines.visitReply}`;
  return withStopLine(body, lines.stop);
}

/** A template's text as it goes out: a visit's as above; any other with the stop line (as the composer and campaigns send it). */
export function templateText(
  words: string,
  purpose: TemplatePurpose,
  values: Partial<Record<TemplatePlaceholder, string>>,
  lines: { stop: string; visitReply: string },
): string {
  return purpose === "general" || purpose === "campaign_invitation"
    ? withStopLine(renderTemplate(words, values), lines.stop)
    : visitTextBody(words, values, purpose, lines);
}

export type TextCount = { segments: number; encoding: SmsEncoding; charactersLeftInSegment: number; fits: boolean };

/**
 * For the template editor, live: the segments each language's text takes once sent, with the longest
 * realistic values and the lines the site adds (`fits`: within SMS_SEGMENT_BUDGET). A pure function.
 */
export function templateSegments(
  template: { purpose?: TemplatePurpose; body: Record<Language, string> },
  lines: Record<Language, { stop: string; visitReply: string }> = SITE_TEXT_LINES,
): Record<Language, TextCount> {
  const counts = {} as Record<Language, TextCount>;
  for (const language of LANGUAGES) {
    const text = templateText(template.body[language] ?? "", template.purpose ?? "general", TEXT_SAMPLE_VALUES[language], lines[language]);
    const { segments, encoding, charactersLeftInSegment } = smsSegments(text);
    counts[language] = { segments, encoding, charactersLeftInSegment, fits: segments <= SMS_SEGMENT_BUDGET };
  }
  return counts;
}

/**
 * A template as the server takes it: valid words (templateInputSchema) that, sent as a text with the longest
 * realistic values, fit in SMS_SEGMENT_BUDGET segments in both languages ("too_many_segments" otherwise).
 */
export const fittingTemplateSchema = templateInputSchema.superRefine((template, ctx) => {
  const counts = templateSegments(template);
  for (const language of LANGUAGES)
    if (!counts[language].fits) ctx.addIssue({ code: "custom", message: "too_many_segments", path: ["body", language] });
});
