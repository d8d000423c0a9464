import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pageHeading } from "../pageFocus";
import { learnMoreAllowedOn, pageOpenedAt, studyPageWaitMs } from "./learnMoreTiming";
import { LANGUAGE_DISMISSED_KEY, LEARN_MORE_SHOWN_KEY, sessionFlag, setSessionFlag } from "./overlayState";
import { activity } from "./visitorActivity";
import { whenVisitorIdle } from "./visitorIdle";

// The dialogs are their own chunks: most page views never open either of them.
const LanguagePrompt = lazy(() => import("./LanguagePrompt"));
const LearnMorePrompt = lazy(() => import("./LearnMorePrompt"));

/**
 * Where focus should return after a prompt closes: the control that had it, if it is still on the page,
 * otherwise the page's heading (never the top of the document).
 */
function returnFocusTo(previous: Element | null): HTMLElement | null {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) return previous;
  return pageHeading();
}

/**
 * When a prompt opened, on the page's own clock (performance.now()), said on the page: a test checks that it
 * opened no earlier than it may, without waiting to see that it does not (e2e/overlays.spec.ts).
 */
const noteOpened = (prompt: "languageOpenedAt" | "learnMoreOpenedAt") =>
  (document.documentElement.dataset[prompt] = String(Math.round(performance.now())));

/**
 * The two site overlays (docs/product.md): the language prompt on a first visit (closed without a choice, it
 * waits for the next visit), then at most once per browser session the learn-more prompt, which never
 * opens on the contact page or a study's questions, on a study's page before it has been open 30 s, nor while
 * the visitor is typing or scrolling. Neither opens over the other, over the open menu or over a dialog.
 */
export default function Overlays({ askLanguage, learnMoreDelayMs }: { askLanguage: boolean; learnMoreDelayMs: number }) {
  const { pathname } = useLocation();
  // Due at once, but it waits for a visitor typing or using the menu (a tap before hydration may have opened it).
  const [languageDue, setLanguageDue] = useState(askLanguage);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [learnMoreDue, setLearnMoreDue] = useState(false);
  const [learnMoreOpen, setLearnMoreOpen] = useState(false);
  // Once mounted, a prompt stays mounted so that closing it can return focus where it was.
  const [learnMoreMounted, setLearnMoreMounted] = useState(false);
  const [focusBefore, setFocusBefore] = useState<Element | null>(null);
  // When the page shown was opened (learnMoreTiming.ts): noted before the prompt's timer below reads it.
  const openedAt = useRef<number | null>(null);
  // Said on the page once the prompts' timers run (e2e/overlays.spec.ts moves the clock only after this).
  useEffect(() => void (document.documentElement.dataset.overlays = "ready"), []);
  useEffect(() => {
    openedAt.current = openedAt.current === null ? pageOpenedAt(activity.loadedPath, window.location.pathname) : performance.now();
  }, [pathname]);

  useEffect(() => {
    if (!languageDue) return;
    return whenVisitorIdle(
      () => {
        noteOpened("languageOpenedAt");
        setLanguageDue(false);
        setLanguageOpen(true);
      },
      { reading: false },
    );
  }, [languageDue]);

  const languageAsking = languageDue || languageOpen;

  useEffect(() => {
    if (languageAsking || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    const timer = window.setTimeout(() => setLearnMoreDue(true), learnMoreDelayMs);
    return () => window.clearTimeout(timer);
  }, [languageAsking, learnMoreDelayMs]);

  useEffect(() => {
    if (!learnMoreDue || languageAsking || !learnMoreAllowedOn(pathname) || sessionFlag(LEARN_MORE_SHOWN_KEY)) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(
      () => {
        cancelIdle = whenVisitorIdle(
          () => {
            noteOpened("learnMoreOpenedAt");
            setSessionFlag(LEARN_MORE_SHOWN_KEY);
            setFocusBefore(document.activeElement);
            setLearnMoreDue(false);
            setLearnMoreOpen(true);
            setLearnMoreMounted(true);
          },
          { reading: true },
        );
      },
      studyPageWaitMs(pathname, openedAt.current ?? 0),
    );
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [learnMoreDue, languageAsking, pathname]);

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
