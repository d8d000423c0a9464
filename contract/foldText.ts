/**
 * How searches compare text, on the staff side and the public one: lower case, accents removed
 * ("López" → "lopez", "corazón" → "corazon"), so a search finds the text however it was typed.
 */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}
