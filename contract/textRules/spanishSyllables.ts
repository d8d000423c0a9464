/**
 * Syllables of a Spanish word by the standard rules (no maintained library fits): each vowel nucleus is
 * a syllable; two strong vowels (a, e, o) are a hiatus (two syllables); a weak vowel (i, u, ü, final y)
 * with a strong one, or i + u, is a diphthong (one), unless the weak one carries the accent (í, ú: "día",
 * "baúl"). The u of "que, qui, gue, gui" is silent.
 */
const STRONG = new Set(["a", "e", "o", "á", "é", "ó"]);
const ACCENTED_WEAK = new Set(["í", "ú"]);
const VOWELS = new Set([...STRONG, ...ACCENTED_WEAK, "i", "u", "ü"]);

export function spanishSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, "");
  if (!w) return 0;
  w = w.replace(/([qg])u([eiéí])/g, "$1$2");
  // A final "y" after a vowel closes a diphthong ("hoy", "muy"); alone ("y") it is a vowel.
  w = w.replace(/([aeiouáéíóú])y$/, "$1i");
  if (w === "y") return 1;
  let syllables = 0;
  let previous = "";
  for (const letter of w) {
    if (!VOWELS.has(letter)) {
      previous = "";
      continue;
    }
    if (!previous) syllables += 1;
    else if (
      (STRONG.has(previous) && STRONG.has(letter)) ||
      ACCENTED_WEAK.has(previous) ||
      ACCENTED_WEAK.has(letter) ||
      previous === letter
    ) {
      syllables += 1; // hiatus
    }
    previous = letter;
  }
  return Math.max(1, syllables);
}
