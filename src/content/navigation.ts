import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type NavItem = { to: string; label: MessageDescriptor };

/** The six header links of docs/product.md#screens-and-routes, in order. */
export const mainNav: NavItem[] = [
  { to: "/", label: msg`Home` },
  { to: "/about", label: msg`About` },
  { to: "/studies", label: msg`Current Studies` },
  { to: "/participants", label: msg`For Participants` },
  { to: "/sponsors", label: msg`For Sponsors` },
  { to: "/contact", label: msg`Contact` },
];

/** The footer's policy links (docs/product.md#screens-and-routes's placeholders, now real pages). */
export const legalLinks: NavItem[] = [
  { to: "/privacy", label: msg`Privacy Policy` },
  { to: "/terms", label: msg`Terms of Use` },
  { to: "/accessibility", label: msg`Accessibility` },
  { to: "/language-assistance", label: msg`Language Assistance` },
];
