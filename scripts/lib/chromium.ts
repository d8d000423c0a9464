/** Debian's Chromium (apt), which every browser run here uses: Playwright, Lighthouse, the OG images. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Debian's Chromium, offline, as root: the flags every browser run here uses (Playwright too). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
