import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { build } from "vite";
import { CHROME_PATH } from "../lib/chromium.ts";
import { kb } from "./stats.ts";

export type Weight = { files: number; rawKB: number; gzipKB: number; brotliKB: number };
export type RouteWeight = { path: string; js: Weight; css: Weight; ratioToFloor: number };

function weigh(buffers: Buffer[]): Weight {
  const sum = (f: (b: Buffer) => number) => kb(buffers.reduce((total, b) => total + f(b), 0));
  return {
    files: buffers.length,
    rawKB: sum((b) => b.length),
    gzipKB: sum((b) => gzipSync(b, { level: 9 }).length),
    brotliKB: sum((b) => brotliCompressSync(b).length),
  };
}

/** The floor: React 19 + react-dom + react-router rendering one line, built by the same Vite. */
export async function floorWeight(): Promise<Weight> {
  const outDir = join(process.cwd(), ".wrangler", "bench-floor");
  await build({
    root: "scripts/bench/floor",
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, "assets");
  return weigh(
    readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(assets, f))),
  );
}

/**
 * Every script and stylesheet a route loads before the network goes idle, read back from the build
 * output (the local server does not compress, so sizes are computed here at gzip -9 and brotli, once per file).
 */
export async function routeWeights(origin: string, paths: string[], floor: Weight): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  // Bytes per file, compressed once: pages share most of their files.
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const weighFiles = (set: Set<string>): Weight => {
    const each = [...set].map((p) => {
      let size = sizes.get(p);
      if (!size) {
        const b = readFileSync(join("dist/client", p));
        sizes.set(p, (size = { raw: b.length, gzip: gzipSync(b, { level: 9 }).length, brotli: brotliCompressSync(b).length }));
      }
      return size;
    });
    const sum = (field: "raw" | "gzip" | "brotli") => kb(each.reduce((total, size) => total + size[field], 0));
    return { files: each.length, rawKB: sum("raw"), gzipKB: sum("gzip"), brotliKB: sum("brotli") };
  };
  const measure = async (path: string): Promise<RouteWeight> => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const files = { js: new Set<string>(), css: new Set<string>() };
      page.on("response", (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith(".js")) files.js.add(pathname);
        if (pathname.endsWith(".css")) files.css.add(pathname);
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      const js = weighFiles(files.js);
      return { path, js, css: weighFiles(files.css), ratioToFloor: Math.round((js.gzipKB / floor.gzipKB) * 100) / 100 };
    } finally {
      await context.close();
    }
  };
  try {
    // One page at a time: loaded four at once, whole groups of pages reported two files (1.5 KB) instead of their
    // scripts, so the budget could not fail for them.
    const results: RouteWeight[] = [];
    for (const path of paths) results.push(await measure(path));
    return results;
  } finally {
    await browser.close();
  }
}
