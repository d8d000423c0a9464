import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `fallback` until the spot is about to scroll into view, then `children`. Used for heavier
 * widgets below the fold, so their code is not part of the page's first load.
 */
export function WhenNearViewport({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref}>{near ? children : fallback}</div>;
}
