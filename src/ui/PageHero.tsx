import type { ReactNode } from "react";

/** The coloured title band at the top of every inner page. */
export function PageHero({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-brand-50">{children}</div> : null}
      </div>
    </section>
  );
}
