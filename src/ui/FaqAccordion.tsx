import { Accordion } from "@ark-ui/react/accordion";
import { useLingui } from "@lingui/react/macro";
import type { Faq } from "../content/faqs";

/** SPEC §4: at most one answer open; clicking the open question closes it. */
export function FaqAccordion({ faqs, headingLevel = 3 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Accordion.Root collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Heading className="text-base">
            <Accordion.ItemTrigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500">
              {i18n._(faq.question)}
              <Accordion.ItemIndicator className="shrink-0 text-brand-700 transition-transform data-[state=open]:rotate-180">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className="px-5 pb-5 text-slate-700">{i18n._(faq.answer)}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
