import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Faq } from "../content/faqs";

/**
 * docs/product.md#states-and-transitions: at most one answer open; clicking the open question closes it. Native `<details>` sharing one
 * `name` (an exclusive accordion): keyboard and screen readers work as for any disclosure, and the answers
 * are in the HTML, readable without JavaScript and found by the browser's find-in-page.
 */
export function FaqAccordion({ faqs, headingLevel = 3 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const group = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-faq-list>
      {faqs.map((faq) => (
        <details key={faq.id} name={group} className="group" data-faq-item>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base">{i18n._(faq.question)}</Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-slate-700">{i18n._(faq.answer)}</p>
        </details>
      ))}
    </div>
  );
}
