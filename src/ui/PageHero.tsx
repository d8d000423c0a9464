import type { ReactNode } from "react";

/** The coloured title band at the top of every inner page. */
export function PageHero({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      {/* Compact on phones: what the page offers (a study's "See if you qualify") stays on the first screen. */}
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 md:py-20">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-brand-50">{children}</div> : null}
      </div>
    </section>
  );
}
