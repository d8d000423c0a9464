/**
 * `npm run og-images`: draws the link-preview images (Open Graph, 1200×630 PNG, one per language) from an
 * SVG template with the clinic's name and tagline, rasterized by Chromium (the browser the tests already
 * use; no extra dependency), into public/og/{en,es}.png. Run it again after changing the name or tagline;
 * the PNGs are committed.
 */
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { CHROME_PATH, CHROMIUM_ARGS } from "./lib/chromium.ts";
import { clinic } from "../contract/clinic.ts";

const taglines = {
  en: { heading: "Clinical Research in Imperial County", line: "Research studies for our community, in English and Spanish" },
  es: {
    heading: "Investigación clínica en el condado de Imperial",
    line: "Estudios de investigación para nuestra comunidad, en inglés y español",
  },
};

const site = clinic;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function template(language: keyof typeof taglines): string {
  const { heading, line } = taglines[language];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b4f5e"/>
  <g transform="translate(80 90) scale(3)"><path d="M20 2 35 8v11c0 9.5-6.4 16.6-15 19-8.6-2.4-15-9.5-15-19V8z" fill="#fff"/><path d="M9 21h6l2.5-6 4 12 3-8 1.5 2H31" fill="none" stroke="#0f5e6e" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></g>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">${escape(site.name)}</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#cde9ee">${escape(heading)}</text>
  <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#e6f4f6">${escape(line)}</text>
  <text x="80" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#cde9ee">${escape(site.city)}, ${escape(site.region)} · ${escape(site.phone)}</text>
</svg>`;
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  mkdirSync("public/og", { recursive: true });
  for (const language of ["en", "es"] as const) {
    await page.setContent(`<!doctype html><html><body style="margin:0">${template(language)}</body></html>`);
    await page.screenshot({ path: `public/og/${language}.png`, clip: { x: 0, y: 0, width: 1200, height: 630 } });
    console.log(`public/og/${language}.png`);
  }
} finally {
  await browser.close();
}
