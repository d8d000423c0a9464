export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

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
