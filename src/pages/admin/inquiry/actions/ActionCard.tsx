import { useId, type ReactNode } from "react";

/** Sends one action; resolves to an error text to show beside it, or null when it worked. */
export type Act = (event: import("../../../../../contract/inquiryEvents").EventInput) => Promise<string | null>;

/** A titled group of controls on the inquiry page, with its own error line. */
export function ActionCard({ title, error, children }: { title: ReactNode; error: string; children: (titleId: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-2 space-y-3">{children(`${id}-title`)}</div>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </section>
  );
}
