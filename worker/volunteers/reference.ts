/** Letters and digits nobody misreads on a phone or a sheet of paper (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A registry person's reference ("R-7KQ3-M9XP"): random, so it tells nothing about how many people joined. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const code = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `R-${code.slice(0, 4)}-${code.slice(4)}`;
}
