import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNav } from "../content/navigation";
import { site } from "../content/site";
import { Icon } from "../ui/Icon";
import { LanguageLinks } from "./LanguageLinks";
import { LogoMark } from "./Logo";
import { SITE_MENU_ATTRIBUTE } from "./siteMenu";

const linkClass =
  "flex min-h-11 items-center rounded-lg px-3 py-2 font-medium xl:px-2.5 text-slate-800 underline-offset-8 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 focus-visible:outline-2 focus-visible:outline-brand-500";

function NavLinks({ className }: { className: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {mainNav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
            {i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen menu, a native <details>: it opens from the first paint, before the page's code has
 * arrived (a tap then is never lost). Once hydrated it also closes after following a link, on Escape
 * (focus back on its button) and on a tap outside it.
 */
function PhoneMenu() {
  const { t } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const details = menu.current;
    // After following a link in it (not on the first render: a menu opened before hydration stays open).
    if (details && shownPath.current !== pathname) details.open = false;
    shownPath.current = pathname;
    const close = (event: Event) => {
      if (!details?.open) return;
      const escape = event instanceof KeyboardEvent && event.key === "Escape";
      if (!escape && (event instanceof KeyboardEvent || details.contains(event.target as Node))) return;
      details.open = false;
      if (escape) details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, [pathname]);

  return (
    <details ref={menu} className="group xl:hidden" {...{ [SITE_MENU_ATTRIBUTE]: "" }}>
      <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t`Menu`}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </summary>
      {/* Not laid out at all while closed (a closed <details> otherwise keeps an unpainted box of its content). */}
      <nav
        aria-label={t`Main`}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-3 pb-3 shadow-lg group-not-open:hidden sm:px-6"
      >
        <NavLinks className="mx-auto flex max-w-7xl flex-col gap-1 pt-2" />
      </nav>
    </details>
  );
}

/**
 * One row on phones (logo, Call, EN / ES, menu) and on desktops (logo, links, EN / ES). Every control is
 * at least 44 × 44 px, and every one works from the HTML alone: links, the language links and the menu.
 */
export function Header() {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-1.5 px-3 py-2.5 sm:gap-x-3 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 min-w-11 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <LogoMark />
          {/* Phones show the short name on two lines (the full name is the link's accessible name either way). */}
          <span className="text-base leading-tight font-bold text-brand-900 max-[359px]:sr-only sm:text-lg">
            <span className="sm:hidden" aria-hidden="true">
              {site.shortName.split(" ").map((word) => (
                <span key={word} className="block">
                  {word}
                </span>
              ))}
            </span>
            <span className="max-sm:sr-only">{site.name}</span>
          </span>
        </Link>
        <nav aria-label={t`Main`} className="hidden xl:block">
          <NavLinks className="flex flex-row gap-0.5" />
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-3">
          <a
            href={site.phoneHref}
            className="flex min-h-11 min-w-11 flex-col items-center justify-center rounded-lg px-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
          >
            <Icon name="phone" className="size-5" />
            <span>
              <Trans>Call</Trans>
              <span className="sr-only"> {site.phone}</span>
            </span>
          </a>
          <LanguageLinks />
          <PhoneMenu />
        </div>
      </div>
    </header>
  );
}
