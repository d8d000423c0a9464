/**
 * How many SMS segments a text takes, counted the way carriers and Twilio count them (docs/messaging.md,
 * "Texts fit in three segments"). The one place this is computed: the composer's "text parts", the
 * template editor's live count and the budget test over every text the site sends all read it.
 *
 * - GSM-7 (3GPP TS 23.038): when every character is in the basic table or its extension table. A single
 *   text holds 160 septets; a text in parts holds 153 per part (7 go to the part header). An extension
 *   character (€, [, ], {, }, ~, |, ^, \) takes two septets (escape + character), and the pair is never
 *   split across two parts.
 * - UCS-2 otherwise: one character outside GSM-7 (á, í, ó, ú, an emoji, a curly quote) turns the whole text
 *   into UCS-2. 70 UTF-16 units in a single text, 67 per part; a character beyond the BMP (most emoji) is a
 *   surrogate pair, two units, and is never split across two parts.
 *
 * Spanish: é, ñ, ü, ¿, ¡ are GSM-7; á, í, ó, ú are not, so "más" in the PARAR line makes a Spanish text UCS-2.
 */

/** The GSM 03.38 basic character set (line feed and carriage return included; ESC is not a character). */
const GSM7_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** The extension table: each is sent as ESC + the character, two septets. Form feed included. */
const GSM7_EXTENSION = new Set("\f^{}\\[~]|€");

export type SmsEncoding = "GSM-7" | "UCS-2";

export type SmsSegments = {
  /** Parts the carrier bills and delivers (0 for an empty text). */
  segments: number;
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** How many more units fit before the text takes one more segment (septets in GSM-7, UTF-16 units in UCS-2). */
  charactersLeftInSegment: number;
};

/** The most segments a text the site sends may take (docs/content.md: "fit in three segments"). */
export const SMS_SEGMENT_BUDGET = 3;

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
};

/** Whether a text goes as GSM-7: every character in the basic or the extension table. */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7_BASIC.has(char) && !GSM7_EXTENSION.has(char)) return false;
  return true;
}

/** The units each character takes: its septets in GSM-7, its UTF-16 units in UCS-2. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  return [...text].map((char) => (encoding === "GSM-7" ? (GSM7_EXTENSION.has(char) ? 2 : 1) : char.length));
}

/** The segments of a text, its encoding and how much room its last segment has left. */
export function smsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? "GSM-7" : "UCS-2";
  const { single, part } = LIMITS[encoding];
  const sizes = unitsOf(text, encoding);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  if (units <= single) return { segments: units === 0 ? 0 : 1, encoding, units, charactersLeftInSegment: single - units };
  // In parts: a character (an escape pair, a surrogate pair) that does not fit whole in a part starts the next one.
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { segments, encoding, units, charactersLeftInSegment: part - used };
}
