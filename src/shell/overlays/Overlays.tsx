import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../ui/useHydrated";

// The dialogs are their own chunks: most page views never open either of them.
const LanguagePrompt = lazy(() => import("./LanguagePrompt"));
const LearnMorePrompt = lazy(() => import("./LearnMorePrompt"));

/** SPEC §9: overlay two appears 10 s after load, counted while overlay one is not open. */
export const LEARN_MORE_DELAY_MS = 10_000;
const LEARN_MORE_SHOWN_KEY = "learnMorePromptShown";

function learnMoreAlreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(LEARN_MORE_SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberLearnMoreShown(): void {
  try {
    window.sessionStorage.setItem(LEARN_MORE_SHOWN_KEY, "1");
  } catch {
    // Without session storage the prompt may show again on a later page load; acceptable.
  }
}

/**
 * The two site overlays (DESIGN §6): the language prompt on a first visit, then at most once per
 * browser session the learn-more prompt. They never stack, and neither appears on admin pages.
 */
export function Overlays({ firstVisit }: { firstVisit: boolean }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const onAdminPage = pathname.startsWith("/admin");
  const [languageOpen, setLanguageOpen] = useState(firstVisit && !onAdminPage);
  const [learnMoreDue, setLearnMoreDue] = useState(false);
  const [learnMoreOpen, setLearnMoreOpen] = useState(false);
  // Once mounted, a prompt stays mounted so that closing it can return focus where it was.
  const [learnMoreMounted, setLearnMoreMounted] = useState(false);

  useEffect(() => {
    if (languageOpen || learnMoreAlreadyShown()) return;
    const timer = window.setTimeout(() => setLearnMoreDue(true), LEARN_MORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [languageOpen]);

  useEffect(() => {
    if (!learnMoreDue || onAdminPage || languageOpen || learnMoreAlreadyShown()) return;
    rememberLearnMoreShown();
    setLearnMoreDue(false);
    setLearnMoreOpen(true);
    setLearnMoreMounted(true);
  }, [learnMoreDue, onAdminPage, languageOpen]);

  // Prompts open only in the browser, after hydration (the prerendered HTML has none).
  if (!hydrated) return null;
  return (
    <Suspense>
      {firstVisit ? <LanguagePrompt open={languageOpen} onClose={() => setLanguageOpen(false)} /> : null}
      {learnMoreMounted ? <LearnMorePrompt open={learnMoreOpen} onClose={() => setLearnMoreOpen(false)} /> : null}
    </Suspense>
  );
}
