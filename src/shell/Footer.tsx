import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { legalLinks, mainNav, type NavItem } from "../content/navigation";
import { fullAddress, site } from "../content/site";
import { LogoMark } from "./Logo";
import { OfficeHoursList } from "./OfficeHoursList";

export function Footer() {
  const { i18n } = useLingui();
  const headingClass = "mb-3 text-base font-bold text-white";
  // At least 44 px tall: a thumb can hit each one (WCAG 2.5.5).
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center rounded text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";
  const linkItems = (items: NavItem[]) =>
    items.map((item) => (
      <li key={item.to}>
        <Link to={item.to} className={linkClass}>
          {i18n._(item.label)}
        </Link>
      </li>
    ));
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={`${headingClass} flex items-center gap-2`}>
            <LogoMark className="size-7" />
            {site.name}
          </h2>
          <p className="text-sm leading-relaxed">
            <Trans>An independent research clinic in Imperial County. We run studies close to home, in English and Spanish.</Trans>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="text-sm">{linkItems(mainNav)}</ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            <Trans>Contact Us</Trans>
          </h2>
          <address className="text-sm not-italic">
            <p className="mb-1">{fullAddress}</p>
            <p>
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={headingClass}>
            <Trans>Office Hours</Trans>
          </h2>
          <OfficeHoursList className="text-sm" />
        </section>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. <Trans>All rights reserved.</Trans>
          </p>
          <ul className="flex flex-wrap items-center gap-x-6">
            {linkItems(legalLinks)}
            <li>
              {/* The staff area is a separate app: a full page load, not a route of the public one. */}
              <Link to="/admin-login" reloadDocument className={linkClass}>
                <Trans>Administrator</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
