import { Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";

/**
 * Copies `text` to the clipboard and says so, in place and to a screen reader. If the browser refuses (no
 * permission, an old browser), it says to copy by hand, so nobody believes a link was copied when it was not.
 */
export function CopyButton({ text, className, children }: { text: string; className: string; children: ReactNode }) {
  const [state, setState] = useState<"idle" | "copied" | "refused">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("refused");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className={className} onClick={() => void copy()}>
        {children}
      </button>
      <span role="status" className="text-sm text-slate-800">
        {state === "copied" ? (
          <Trans>Copied</Trans>
        ) : state === "refused" ? (
          <Trans>Could not copy: select it and copy by hand.</Trans>
        ) : null}
      </span>
    </span>
  );
}
