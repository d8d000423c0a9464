import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNav } from "../content/navigation";
import { site } from "../content/site";
import { LanguageToggle } from "./LanguageToggle";
import { LogoMark } from "./Logo";

export function Header() {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();

  // Following a link closes the small-screen menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <LogoMark />
          <span className="text-lg leading-tight font-bold text-brand-900">{site.name}</span>
        </Link>
        <div className="flex items-center gap-3 xl:order-last">
          <LanguageToggle />
          <button
            type="button"
            className="rounded-lg p-2 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 xl:hidden"
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
        <nav
          id={menuId}
          aria-label={t`Main`}
          className={`${menuOpen ? "block" : "hidden"} w-full xl:block xl:w-auto`}
        >
          <ul className="flex flex-col gap-1 pb-2 xl:flex-row xl:gap-0.5 xl:pb-0">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className="block rounded-lg px-3 py-2 font-medium xl:px-2.5 text-slate-800 underline-offset-8 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 focus-visible:outline-2 focus-visible:outline-brand-500"
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
