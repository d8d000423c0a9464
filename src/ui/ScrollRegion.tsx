import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a phone. It can take focus and is named, so keyboard users can
 * scroll it too (WCAG 2.1.1; axe's "scrollable region must be keyboard accessible"). It is `relative` so the
 * screen-reader-only words inside (absolutely placed) stay in it instead of widening the whole page on a phone.
 */
export function ScrollRegion({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className}`}
    >
      {children}
    </div>
  );
}
