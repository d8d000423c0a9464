import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "../../ui/useHydrated";
import { LEARN_MORE_DELAY_MS, LEARN_MORE_SHOWN_KEY, sessionFlag } from "./overlayState";
import { watchVisitor } from "./visitorActivity";

// The overlays' code is fetched only when one may open: at once when the language prompt is due (decided
// at start, src/startApp.tsx), otherwise when the learn-more prompt is, and never once it has been shown.
const Overlays = lazy(() => import("./Overlays"));

export function OverlaysLoader({ askLanguage }: { askLanguage: boolean }) {
  const hydrated = useHydrated();
  const [learnMoreDue, setLearnMoreDue] = useState(false);

  useEffect(() => {
    // From the start: a prompt must know whether the visitor typed or scrolled lately.
    watchVisitor();
    if (askLanguage || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    const timer = window.setTimeout(() => setLearnMoreDue(true), LEARN_MORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [askLanguage]);

  // Prompts open only in the browser, after hydration (the prerendered HTML has none).
  if (!hydrated || !(askLanguage || learnMoreDue)) return null;
  return (
    <Suspense>
      <Overlays askLanguage={askLanguage} learnMoreDelayMs={askLanguage ? LEARN_MORE_DELAY_MS : 0} />
    </Suspense>
  );
}
