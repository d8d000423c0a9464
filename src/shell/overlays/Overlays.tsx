import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isStaffPath, localizedPath } from "../../../contract/sitePaths";
import { useHydrated } from "../../ui/useHydrated";
import { returnFocusTo } from "../pageFocus";
import { watchTyping, whenVisitorIdle } from "./visitorIdle";

// The dialogs are their own chunks: most page views never open either of them.
const LanguagePrompt = lazy(() => import("./LanguagePrompt"));
const LearnMorePrompt = lazy(() => import("./LearnMorePrompt"));

/** SPEC §9: overlay two appears 10 s after load, counted while overlay one is not open. */
export const LEARN_MORE_DELAY_MS = 10_000;
const LEARN_MORE_SHOWN_KEY = "learnMorePromptShown";
const LANGUAGE_DISMISSED_KEY = "languagePromptDismissed";

function sessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Without session storage a prompt may show again on a later page load; acceptable.
  }
}

/** The contact page already offers every way to reach us; the staff screens are work. */
function learnMoreAllowedOn(pathname: string): boolean {
  return !isStaffPath(pathname) && pathname !== "/contact" && pathname !== localizedPath("/contact", "es");
}

/**
 * The two site overlays (DESIGN §6): the language prompt on a first visit (closed without a choice, it
 * waits for the next visit), then at most once per browser session the learn-more prompt, which never
 * opens on the contact or staff pages, nor while the visitor is typing. They never stack.
 */
export function Overlays({ firstVisit }: { firstVisit: boolean }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [languageOpen, setLanguageOpen] = useState(() => firstVisit && !isStaffPath(pathname) && !sessionFlag(LANGUAGE_DISMISSED_KEY));
  const [learnMoreDue, setLearnMoreDue] = useState(false);
  const [learnMoreOpen, setLearnMoreOpen] = useState(false);
  // Once mounted, a prompt stays mounted so that closing it can return focus where it was.
  const [learnMoreMounted, setLearnMoreMounted] = useState(false);
  const [focusBefore, setFocusBefore] = useState<Element | null>(null);

  useEffect(() => {
    if (languageOpen || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    watchTyping();
    const timer = window.setTimeout(() => setLearnMoreDue(true), LEARN_MORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [languageOpen]);

  useEffect(() => {
    if (!learnMoreDue || languageOpen || !learnMoreAllowedOn(pathname) || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    return whenVisitorIdle(() => {
      setSessionFlag(LEARN_MORE_SHOWN_KEY);
      setFocusBefore(document.activeElement);
      setLearnMoreDue(false);
      setLearnMoreOpen(true);
      setLearnMoreMounted(true);
    });
  }, [learnMoreDue, languageOpen, pathname]);

  // Prompts open only in the browser, after hydration (the prerendered HTML has none).
  if (!hydrated) return null;
  return (
    <Suspense>
      {firstVisit ? (
        <LanguagePrompt
          open={languageOpen}
          onChoose={() => setLanguageOpen(false)}
          onDismiss={() => {
            setSessionFlag(LANGUAGE_DISMISSED_KEY);
            setLanguageOpen(false);
          }}
        />
      ) : null}
      {learnMoreMounted ? (
        <LearnMorePrompt open={learnMoreOpen} onClose={() => setLearnMoreOpen(false)} finalFocusEl={() => returnFocusTo(focusBefore)} />
      ) : null}
    </Suspense>
  );
}
