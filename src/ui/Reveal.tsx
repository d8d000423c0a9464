import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Fades its content in the first time it scrolls into view. Under prefers-reduced-motion (or without
 * IntersectionObserver) the content is simply shown.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!element || reduceMotion || typeof IntersectionObserver === "undefined") return setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
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
      data-reveal={shown ? "shown" : "hidden"}
      className={`transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 ${className}`}
    >
      {children}
    </div>
  );
}
