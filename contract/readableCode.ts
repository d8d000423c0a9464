/** Letters and digits nobody misreads on a phone or a sheet of paper (no 0/O, 1/I/L). */
export const READABLE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** `length` random characters of READABLE_ALPHABET (rejection sampling: every character equally likely). */
export function randomReadable(length: number): string {
  const limit = 256 - (256 % READABLE_ALPHABET.length);
  let out = "";
  while (out.length < length)
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2)))
      if (byte < limit && out.length < length) out += READABLE_ALPHABET[byte % READABLE_ALPHABET.length];
  return out;
}
