import { describe, expect, it } from "vitest";
import { browserLanguageOrder } from "./browserLanguage";
import { LANGUAGE_STORAGE_KEY, readStoredLocale, resolveInitialLocale, saveLocale } from "./locale";

describe("initial language (docs/product.md#states-and-transitions)", () => {
  it("defaults to English when nothing is stored", () => {
    expect(resolveInitialLocale("", localStorage)).toEqual({ locale: "en", chosen: false });
  });

  it("uses a stored 'es' or 'en' preference", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    expect(resolveInitialLocale("", localStorage)).toEqual({ locale: "es", chosen: true });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    expect(resolveInitialLocale("", localStorage)).toEqual({ locale: "en", chosen: true });
  });

  it.each(["fr", "ES", "", "es-MX", '"es"'])("ignores an invalid stored value %j", (stored) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    expect(resolveInitialLocale("", localStorage)).toEqual({ locale: "en", chosen: false });
  });

  it("lets ?lang= override the stored value and saves it", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    expect(resolveInitialLocale("?lang=es", localStorage)).toEqual({ locale: "es", chosen: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("es");
    expect(resolveInitialLocale("?utm_source=x&lang=en", localStorage)).toEqual({ locale: "en", chosen: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("ignores an unsupported ?lang= value", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    expect(resolveInitialLocale("?lang=de", localStorage)).toEqual({ locale: "es", chosen: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("es");
  });

  it("saves every change under the key 'language'", () => {
    saveLocale(localStorage, "es");
    expect(localStorage.getItem("language")).toBe("es");
    expect(readStoredLocale(localStorage)).toBe("es");
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    } as unknown as Storage;
    expect(resolveInitialLocale("?lang=es", broken)).toEqual({ locale: "es", chosen: true });
    expect(resolveInitialLocale("", broken)).toEqual({ locale: "en", chosen: false });
  });
});

describe("the language prompt's order", () => {
  it("offers first the language the browser asks for", () => {
    expect(browserLanguageOrder(["es-MX", "es", "en"])).toEqual(["es", "en"]);
    expect(browserLanguageOrder(["ES"])).toEqual(["es", "en"]);
    expect(browserLanguageOrder(["fr-FR", "es-US", "en"])).toEqual(["es", "en"]);
    expect(browserLanguageOrder(["en-US", "es"])).toEqual(["en", "es"]);
  });

  it("falls back to English first", () => {
    expect(browserLanguageOrder([])).toEqual(["en", "es"]);
    expect(browserLanguageOrder(["fr", "de"])).toEqual(["en", "es"]);
  });
});
