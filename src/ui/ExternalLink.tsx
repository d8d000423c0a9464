import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** A link to another site, opened in a new tab; screen readers hear that it does. */
export function ExternalLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">
        {" "}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
