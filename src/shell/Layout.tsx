import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { usePageData } from "../prerender/pageData";
import { useToasterNeeded } from "../ui/notify";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OverlaysLoader } from "./overlays/OverlaysLoader";
import { useFocusHeadingOnNavigation } from "./pageFocus";

const Toaster = lazy(() => import("../ui/Toaster"));

/**
 * A page the Worker rendered as its answer to a posted form (a confirmation, or what to fix) is a new document at the
 * same address: the router would restore the scroll position saved there, the Send button's, often the footer, and
 * people would think it failed (issue #52). Such a document gets a key of its own, so nothing is restored, and the
 * page opens on what it says (src/ui/useArrivalFocus.ts).
 */
const ANSWER_KEY = `answer:${Math.random().toString(36).slice(2)}`;
const answerKey = () => ANSWER_KEY;

/** App shell of docs/product.md#screens-and-routes: header, main area, footer, the two overlays and the notification region. */
export function Layout({ askLanguage }: { askLanguage: boolean }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const toasterNeeded = useToasterNeeded();
  useFocusHeadingOnNavigation();
  const data = usePageData();
  const answered = Boolean(data.registryForm || data.referForm || data.registryMe || data.contactForm || data.questions);
  // Marks the moment the page answers clicks (after hydration of prerendered HTML); tests wait for it.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <Header />
      {navigation.state === "loading" ? (
        <div
          role="progressbar"
          aria-busy="true"
          aria-label={t`Loading the page`}
          className="fixed top-0 left-0 z-50 h-1 w-full animate-pulse bg-brand-500"
        />
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <OverlaysLoader askLanguage={askLanguage} />
      {toasterNeeded ? (
        <Suspense>
          <Toaster />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={answered ? answerKey : undefined} />
    </div>
  );
}
