/**
 * The one text policy for everything people type into the system, visitors and staff alike: what each
 * kind of field may hold. Every schema that takes free text builds it from here.
 */
import { z } from "./zod.ts";

/** C0/C1 control characters. */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return, which text of several lines needs. */
const CONTROL_CHARS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Half of a UTF-16 surrogate pair: not a character, and it would be stored as garbage (U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters that change the order text is shown in: embeddings, overrides, isolates and the marks
 * (LRM, RLM, ALM). Staff and visitors write English and Spanish; in a note they only serve to make one
 * line read as another.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that change how text around them is shown without being seen: bidi controls and marks,
 * zero-width and joiner characters, word joiner and invisible operators, BOM, line/paragraph separators,
 * Hangul and other fillers, soft hyphen, variation selectors and tag characters. A name, e-mail or phone
 * has no use for them, and they let one inquiry (or one staff name) pose as another.
 */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;

/** Whether a short identifying value (a name, an e-mail, a phone, a UTM value) is free of all of the above. */
export function isCleanIdentifier(value: string): boolean {
  return !CONTROL_CHARS.test(value) && !INVISIBLE.test(value) && !LONE_SURROGATE.test(value);
}

const base = (max: number, required: boolean) => {
  const text = z
    .string({ error: "invalid" })
    .refine((value) => !LONE_SURROGATE.test(value), { error: "invalid", abort: true })
    .normalize("NFC")
    .trim();
  return (required ? text.min(1, { error: "required", abort: true }) : text).max(max, { error: "too_long", abort: true });
};

/**
 * Text of several lines (a visitor's message, a staff note): trimmed, NFC, line breaks and tabs allowed,
 * no other control characters, no bidi controls, no broken surrogates.
 */
export const multilineText = (max: number, { required = true } = {}) =>
  base(max, required)
    .refine((value) => !CONTROL_CHARS_EXCEPT_NEWLINES.test(value), { error: "invalid", abort: true })
    .refine((value) => !BIDI_CONTROLS.test(value), { error: "invalid_characters", abort: true });

/**
 * A short value that identifies someone (a name, e-mail, phone, a staff display name): one line, and
 * nothing invisible or formatting at all.
 */
export const identifyingText = (max: number, { required = true } = {}) =>
  base(max, required)
    .refine((value) => !CONTROL_CHARS.test(value), { error: "invalid", abort: true })
    .refine((value) => !INVISIBLE.test(value), { error: "invalid_characters", abort: true });
