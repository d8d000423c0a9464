import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { IconName } from "../content/icons";
import { Icon } from "./Icon";

export type InfoCardContent = { icon: IconName; title: MessageDescriptor; body: MessageDescriptor };

/** A grid of icon + title + text cards, the block used across the participant and sponsor pages. */
export function InfoCardGrid({ cards, className }: { cards: InfoCardContent[]; className: string }) {
  const { i18n } = useLingui();
  return (
    <div className={`grid gap-6 ${className}`}>
      {cards.map((card, index) => (
        <article key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex rounded-xl bg-brand-100 p-3 text-brand-800">
            <Icon name={card.icon} className="size-7" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-slate-900">{i18n._(card.title)}</h3>
          <p className="mt-2 text-slate-700">{i18n._(card.body)}</p>
        </article>
      ))}
    </div>
  );
}
