import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNav } from "../content/navigation";
import { site } from "../content/site";
import { Icon } from "../ui/Icon";
import { LanguageToggle } from "./LanguageToggle";
import { LogoMark } from "./Logo";

/**
 * One row on phones (logo, Call, EN / ES, menu) and on desktops (logo, links, EN / ES). Every control is
 * at least 44 × 44 px. The menu closes after following a link, and with Escape (focus back on its button).
 */
export function Header() {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-1.5 px-3 py-2.5 sm:gap-x-3 sm:px-6">
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
        <div className="flex items-center gap-1.5 sm:gap-3 xl:order-last">
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
          <LanguageToggle />
          <button
            ref={menuButton}
            type="button"
            className="flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t`Close menu` : t`Open menu`}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
        <nav id={menuId} aria-label={t`Main`} className={`${menuOpen ? "block" : "hidden"} w-full xl:block xl:w-auto`}>
          <ul className="flex flex-col gap-1 pt-2 xl:flex-row xl:gap-0.5 xl:pt-0">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className="flex min-h-11 items-center rounded-lg px-3 py-2 font-medium xl:px-2.5 text-slate-800 underline-offset-8 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
