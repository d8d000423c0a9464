import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isStaffPath, localizedPath } from "../../../contract/sitePaths";
import { returnFocusTo } from "../pageFocus";
import { LANGUAGE_DISMISSED_KEY, LEARN_MORE_SHOWN_KEY, sessionFlag, setSessionFlag } from "./overlayState";
import { whenVisitorIdle } from "./visitorIdle";

// The dialogs are their own chunks: most page views never open either of them.
const LanguagePrompt = lazy(() => import("./LanguagePrompt"));
const LearnMorePrompt = lazy(() => import("./LearnMorePrompt"));

/** The contact page already offers every way to reach us; the staff screens are work. */
function learnMoreAllowedOn(pathname: string): boolean {
  return !isStaffPath(pathname) && pathname !== "/contact" && pathname !== localizedPath("/contact", "es");
}

/**
 * The two site overlays (docs/product.md): the language prompt on a first visit (closed without a choice, it
 * waits for the next visit), then at most once per browser session the learn-more prompt, which never
 * opens on the contact or staff pages, nor while the visitor is typing. They never stack.
 */
export default function Overlays({ askLanguage, learnMoreDelayMs }: { askLanguage: boolean; learnMoreDelayMs: number }) {
  const { pathname } = useLocation();
  const [languageOpen, setLanguageOpen] = useState(askLanguage);
  const [learnMoreDue, setLearnMoreDue] = useState(false);
  const [learnMoreOpen, setLearnMoreOpen] = useState(false);
  // Once mounted, a prompt stays mounted so that closing it can return focus where it was.
  const [learnMoreMounted, setLearnMoreMounted] = useState(false);
  const [focusBefore, setFocusBefore] = useState<Element | null>(null);

  useEffect(() => {
    if (languageOpen || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    const timer = window.setTimeout(() => setLearnMoreDue(true), learnMoreDelayMs);
    return () => window.clearTimeout(timer);
  }, [languageOpen, learnMoreDelayMs]);

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

  return (
    <Suspense>
      {askLanguage ? (
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
