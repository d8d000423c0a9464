/**
 * How strong a staff password must be, for the API, the staff screens and the admin CLI alike. Length
 * alone lets "aaaaaaaaaaaa" and twelve spaces through; zxcvbn-ts estimates how many guesses a password
 * takes, knowing common passwords, English and Spanish words and names, keyboard patterns, dates and the
 * account's own name. Its dictionaries are large (about 1 MB compressed), so callers load this module
 * with `import()` only where a password is being set.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import * as spanish from "@zxcvbn-ts/language-es-es";
import { MIN_PASSWORD_LENGTH } from "./staffRules.ts";

/** zxcvbn's score 3: "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
  });
  return estimator;
}

export type PasswordVerdict = { score: 0 | 1 | 2 | 3 | 4; problem: "too_short" | "weak_password" | null };

/**
 * The score (0-4) and what is wrong, if anything. `related` holds words an attacker would try first for
 * this account: its username, its name, the clinic's name.
 */
export function judgePassword(password: string, related: string[] = []): PasswordVerdict {
  const { score } = zxcvbn().check(password, related.filter(Boolean));
  if (password.length < MIN_PASSWORD_LENGTH) return { score, problem: "too_short" };
  return { score, problem: score < MIN_PASSWORD_SCORE ? "weak_password" : null };
}
