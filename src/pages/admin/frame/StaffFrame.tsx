import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { ScrollRestoration, useNavigation } from "react-router";
import { site } from "../../../content/site";
import { LanguageToggle } from "./LanguageToggle";
import { LogoMark } from "../../../shell/Logo";
import { useFocusHeadingOnNavigation } from "../../../shell/pageFocus";
import { useToasterNeeded } from "../../../ui/notify";

const Toaster = lazy(() => import("../../../ui/Toaster"));

/**
 * The staff area's own frame (docs/product.md): a compact header with the clinic's name, the staff member and
 * the language switch (which changes in place here), then the screen. No public menu, footer, call
 * button or prompts.
 */
export function StaffFrame({
  account,
  nav,
  loading = false,
  children,
}: {
  account?: ReactNode;
  nav?: ReactNode;
  /** The first screen is still loading (the staff routes' HydrateFallback). */
  loading?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const toasterNeeded = useToasterNeeded();
  useFocusHeadingOnNavigation();
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // A focused row or button is never left under the notification at the bottom of the screen.
  useEffect(() => {
    document.documentElement.style.scrollPaddingBottom = "9rem";
    return () => void (document.documentElement.style.scrollPaddingBottom = "");
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-end gap-x-3 px-3 py-1">
          <p className="flex shrink-0 items-center gap-2 font-bold text-brand-900 sm:flex-1">
            <LogoMark className="size-7 shrink-0" />
            {/* A phone has room for the clinic's mark and the staff member's name, not the clinic's name too. */}
            <span className="truncate">
              <span className="hidden sm:inline">{site.shortName} · </span>
              <span className="font-medium text-slate-600">{t`Staff`}</span>
            </span>
          </p>
          {account}
          <LanguageToggle />
        </div>
        {nav}
      </header>
      {loading || navigation.state === "loading" ? (
        <div
          role="progressbar"
          aria-busy="true"
          aria-label={t`Loading the page`}
          className="fixed top-0 left-0 z-50 h-1 w-full animate-pulse bg-brand-500"
        />
      ) : null}
      <main id="main" tabIndex={-1} aria-busy={loading || undefined} className="flex-1 focus:outline-none">
        {children}
      </main>
      {toasterNeeded ? (
        <Suspense>
          <Toaster />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
