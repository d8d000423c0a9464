import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "../../ui/useHydrated";
import { LANGUAGE_DISMISSED_KEY, LEARN_MORE_DELAY_MS, LEARN_MORE_SHOWN_KEY, sessionFlag } from "./overlayState";
import { watchTyping } from "./visitorIdle";

// The overlays' code is fetched only when one may open: at once on a first visit (the language prompt),
// otherwise when the learn-more prompt is due, and never again once it has been shown this session.
const Overlays = lazy(() => import("./Overlays"));

export function OverlaysLoader({ firstVisit }: { firstVisit: boolean }) {
  const hydrated = useHydrated();
  const askLanguage = firstVisit && !sessionFlag(LANGUAGE_DISMISSED_KEY);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (askLanguage || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    // From the start: a prompt must know whether the visitor typed in the last 10 s.
    watchTyping();
    const timer = window.setTimeout(() => setDue(true), LEARN_MORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [askLanguage]);

  // Prompts open only in the browser, after hydration (the prerendered HTML has none).
  if (!hydrated || !(askLanguage || due)) return null;
  return (
    <Suspense>
      <Overlays firstVisit={askLanguage} learnMoreDelayMs={askLanguage ? LEARN_MORE_DELAY_MS : 0} />
    </Suspense>
  );
}
