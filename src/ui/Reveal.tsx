import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Fades its content in the first time it scrolls into view. The prerendered HTML shows everything (no
 * text at opacity 0 for readers without JavaScript or before hydration): only blocks still below the fold
 * once the page has hydrated are hidden, to fade in when reached. Never under prefers-reduced-motion.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"shown" | "hidden">("shown");

  useEffect(() => {
    const element = ref.current;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!element || reduceMotion || typeof IntersectionObserver === "undefined") return;
    if (element.getBoundingClientRect().top < window.innerHeight) return; // already in view: leave it
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal={state}
      className={`transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 ${className}`}
    >
      {children}
    </div>
  );
}
