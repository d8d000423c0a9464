/** The header's small-screen menu (a native <details>, src/shell/Header.tsx), as the prompts look for it. */
export const SITE_MENU_ATTRIBUTE = "data-site-menu";

/** Whether the visitor has the menu open: nothing else opens over it. */
export function isSiteMenuOpen(): boolean {
  return document.querySelector(`details[${SITE_MENU_ATTRIBUTE}][open]`) !== null;
}
