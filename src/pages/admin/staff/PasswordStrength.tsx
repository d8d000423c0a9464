import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { PasswordVerdict } from "../../../../contract/passwordStrength";

type Judge = (password: string, related?: string[]) => PasswordVerdict;
let judge: Promise<Judge> | undefined;
/** The estimator and its dictionaries (about 1 MB) load the first time a password is typed, never before. */
const loadJudge = () => (judge ??= import("../../../../contract/passwordStrength").then((module) => module.judgePassword));

/** The verdict on a password being typed, or null while there is nothing to judge yet. */
export function usePasswordVerdict(password: string, related: string[]): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const relatedKey = related.join("\u0000");
  useEffect(() => {
    if (!password) return setVerdict(null);
    let current = true;
    const timer = window.setTimeout(() => {
      void loadJudge().then((judgePassword) => {
        if (current) setVerdict(judgePassword(password, relatedKey.split("\u0000")));
      });
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, relatedKey]);
  return verdict;
}

/** What the server will say about this password, said while it is typed (the server checks the same). */
export function PasswordStrength({ id, verdict }: { id: string; verdict: PasswordVerdict | null }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm text-slate-700">
      {!verdict ? (
        <Trans>At least 12 characters. A phrase of four or more unrelated words is easy to remember and hard to guess.</Trans>
      ) : verdict.problem === "too_short" ? (
        <Trans>Too short: use at least 12 characters.</Trans>
      ) : verdict.problem === "weak_password" ? (
        <span className="font-medium text-red-700">
          <Trans>Too easy to guess (a common word, name, pattern or date). Add more unrelated words.</Trans>
        </span>
      ) : (
        <span className="font-medium text-green-800">
          <Trans>Strong enough.</Trans>
        </span>
      )}
    </p>
  );
}
