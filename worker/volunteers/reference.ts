import { randomReadable } from "../../contract/readableCode";

/** A registry person's reference ("R-7KQ3-M9XP"): random, so it tells nothing about how many people joined. */
export function newReference(): string {
  const code = randomReadable(8);
  return `R-${code.slice(0, 4)}-${code.slice(4)}`;
}
