/**
 * The first working tap (docs/budgets.md, "works at first paint"): a phone (390 × 844) with the CPU slowed 4×
 * and a slow mobile network opens each page; at first contentful paint + 100 ms it taps the menu, the other
 * language's link and, on the contact page, the form's first field (and types). A tap works when its effect
 * shows within 1.5 s: the menu is open, the other language's page is loading, the letter is in the field.
 * A tap that does nothing is tried again on a fresh load, later, until one works.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROME_PATH, CHROMIUM_ARGS } from "../lib/chromium.ts";

/** DevTools throttling, with Lighthouse's "slow 4G" numbers: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const NETWORK_PROFILE = { latencyMs: 150, downKbps: 1638.4, upKbps: 750 } as const;
export const CPU_SLOWDOWN = 4;
/** When the taps are tried, after first contentful paint (the first one is the budget). */
const OFFSETS_MS = [100, 600, 1100, 2100, 3100, 5100];
const EFFECT_WITHIN_MS = 1500;

export type TapKind = "menu" | "language" | "field";
export type TapResult = {
  /** The offset after FCP of the first tap that worked, or null if none did. */
  workedAtMs: number | null;
  /** How long after that tap its effect showed. */
  effectMs: number | null;
};
export type FirstTapRow = { path: string; fcpMs: number; hydratedAfterFcpMs: number | null; taps: Partial<Record<TapKind, TapResult>> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function slowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // A returning visitor's language is saved, so the language prompt stays out of the way of the taps.
  await context.addInitScript(() => {
    window.localStorage.setItem("language", location.pathname === "/es" || location.pathname.startsWith("/es/") ? "es" : "en");
    window.sessionStorage.setItem("learnMorePromptShown", "1");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint") (window as unknown as { fcp?: number }).fcp = entry.startTime;
    }).observe({ type: "paint", buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: NETWORK_PROFILE.latencyMs,
    downloadThroughput: (NETWORK_PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (NETWORK_PROFILE.upKbps * 1024) / 8,
  });
  return page;
}

/** Waits for first contentful paint; returns it (ms since navigation start) and the page's clock now. */
async function firstPaint(page: Page): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const fcp = await page.evaluate(() => (window as unknown as { fcp?: number }).fcp ?? null).catch(() => null);
    if (fcp !== null) return fcp;
    await sleep(10);
  }
  throw new Error(`no first contentful paint on ${page.url()}`);
}

/** Taps at FCP + offset, then waits for its effect; the time it took, or null if it did not come. */
async function tapAt(page: Page, fcp: number, offsetMs: number, kind: TapKind, spanish: boolean): Promise<number | null> {
  const selector = kind === "language" ? `header a[hreflang="${spanish ? "en" : "es"}"]` : SELECTORS[kind];
  const box = await page.locator(selector).first().boundingBox();
  if (!box) return null;
  const now = await page.evaluate(() => performance.now());
  await sleep(fcp + offsetMs - now);
  const tappedAt = Date.now();
  // The other language's page starts loading (its URL carries ?lang=, which only the link adds).
  const languageLoad =
    kind === "language" ? page.waitForURL(/[?&]lang=/, { timeout: EFFECT_WITHIN_MS, waitUntil: "commit" }).then(() => true) : null;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  try {
    if (kind === "menu") await page.locator("details[data-site-menu][open] nav").waitFor({ state: "visible", timeout: EFFECT_WITHIN_MS });
    if (kind === "field") {
      await page.keyboard.type("a");
      await page.waitForFunction((field) => (document.querySelector(field) as HTMLInputElement | null)?.value === "a", selector, {
        timeout: EFFECT_WITHIN_MS,
      });
    }
    if (languageLoad) await languageLoad;
    return Date.now() - tappedAt;
  } catch {
    return null;
  }
}

const SELECTORS: Record<Exclude<TapKind, "language">, string> = {
  menu: "details[data-site-menu] summary",
  field: '#contact-form input[name="name"]',
};

/** One page: for each kind of tap, the first offset after FCP at which it worked. */
async function measurePage(browser: Browser, origin: string, path: string): Promise<FirstTapRow> {
  const spanish = path === "/es" || path.startsWith("/es/");
  const kinds: TapKind[] = ["menu", "language", ...(path.endsWith("/contact") ? (["field"] as const) : [])];
  const row: FirstTapRow = { path, fcpMs: 0, hydratedAfterFcpMs: null, taps: {} };
  for (const kind of kinds) {
    row.taps[kind] = { workedAtMs: null, effectMs: null };
    for (const offset of OFFSETS_MS) {
      const page = await slowPhone(browser);
      try {
        await page.goto(origin + path, { waitUntil: "commit" });
        const fcp = await firstPaint(page);
        // The page's own figures (first paint, hydration) are read on the menu's loads.
        const hydrated =
          kind === "menu"
            ? page.waitForSelector("html[data-hydrated]", { timeout: 20_000 }).then(
                () => page.evaluate(() => performance.now()),
                () => null,
              )
            : null;
        const effect = await tapAt(page, fcp, offset, kind, spanish);
        if (hydrated) {
          const at = await hydrated;
          row.fcpMs = Math.round(fcp);
          row.hydratedAfterFcpMs = at === null ? null : Math.round(at - fcp);
        }
        if (effect !== null) {
          row.taps[kind] = { workedAtMs: offset, effectMs: effect };
          break;
        }
      } finally {
        await page.context().close();
      }
    }
  }
  return row;
}

export async function measureFirstTaps(origin: string, paths: string[]): Promise<FirstTapRow[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: FirstTapRow[] = [];
    for (const path of paths) rows.push(await measurePage(browser, origin, path));
    return rows;
  } finally {
    await browser.close();
  }
}

/** Whether every tap on the page worked at the first try (FCP + 100 ms). */
export const tapsOnTime = (row: FirstTapRow) => Object.values(row.taps).every((tap) => tap.workedAtMs === OFFSETS_MS[0]);
export const FIRST_TAP_BUDGET_MS = OFFSETS_MS[0];
