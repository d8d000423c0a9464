import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnce } from "./chunkRecovery";

describe("stale chunk recovery", () => {
  it.each([
    "Failed to fetch dynamically imported module: http://x/assets/AboutPage-abc.js", // Chromium
    "Importing a module script failed.", // Safari
    "error loading dynamically imported module: http://x/assets/a.js", // Firefox
    "Unable to preload CSS for /assets/index-1.css", // Vite
  ])("recognizes %s", (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads once, then not again within a minute, then again after it", () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnce(storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when it cannot remember having done so (no storage)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
    } as unknown as Storage;
    const reload = vi.fn();
    expect(reloadOnce(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
