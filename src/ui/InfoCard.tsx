import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon";

/** An icon, a title and a short text: the card used across the participant and sponsor pages. */
export function InfoCard({ icon, title, children }: { icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex rounded-xl bg-brand-100 p-3 text-brand-800">
        <Icon name={icon} className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{children}</p>
    </article>
  );
}
