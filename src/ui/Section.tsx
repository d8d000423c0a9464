import type { ReactNode } from "react";
import { Reveal } from "./Reveal";

type SectionProps = {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "white" | "tint";
};

/** A titled page section with the site's spacing; it fades in as it scrolls into view. */
export function Section({ id, title, intro, children, tone = "white" }: SectionProps) {
  return (
    <section aria-labelledby={id} data-section={id} className={tone === "tint" ? "bg-brand-50" : "bg-white"}>
      <Reveal className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
          {title}
        </h2>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</div> : null}
        <div className="mt-10">{children}</div>
      </Reveal>
    </section>
  );
}
