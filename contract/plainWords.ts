/**
 * Text as a word filter must read it: what a person sees, not the code points that draw it. A word written to
 * slip past a filter ("сorazón" with a Cyrillic с, "S\u200BTOP" with a zero-width space, "ＳＴＯＰ" in full width)
 * reads as the plain word here.
 */

/** Cyrillic and Greek letters drawn like Latin ones, by the Latin letter they pass for. */
const LOOKALIKES: Record<string, string> = {
  a: "АаΑα",
  b: "ВвΒβЬь",
  c: "СсϹϲ",
  d: "ԁ",
  e: "ЕеΕε",
  h: "НнΗһ",
  i: "ІіΙιӀӏı",
  j: "Јј",
  k: "КкΚκ",
  m: "МмΜ",
  n: "Νη",
  o: "ОоΟο",
  p: "РрΡρ",
  q: "ԛ",
  s: "Ѕѕ",
  t: "ТтΤτ",
  u: "υ",
  v: "ν",
  w: "ԝ",
  x: "ХхΧχ",
  y: "УуΥ",
  z: "Ζ",
};
const LATIN = new Map(Object.entries(LOOKALIKES).flatMap(([latin, letters]) => [...letters].map((letter) => [letter, latin])));

/**
 * The text with look-alike letters as the Latin ones they pass for, and without accents or invisible characters
 * (zero-width spaces, soft hyphens, emoji variation selectors): "Ｓ\u00ADТОР" → "STOP", "corazón" → "corazon".
 * Case and everything else stay.
 */
export function unmasked(text: string): string {
  return (
    text
      // Compatibility forms (full width, bold math letters) become plain letters, accents separate marks.
      .normalize("NFKD")
      .replace(/[\p{M}\p{Cf}]+/gu, "")
      .replace(/[^\x00-\x7f]/g, (char) => {
        const latin = LATIN.get(char);
        return latin === undefined ? char : char === char.toUpperCase() ? latin.toUpperCase() : latin;
      })
  );
}

/** The words of a text, unmasked and in lower case; anything but a letter or a digit separates them. */
export function plainWords(text: string): string[] {
  return unmasked(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
