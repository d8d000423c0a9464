import { beforeEach, describe, expect, it } from "vitest";
import { captureAttribution } from "./attribution";
import { readAttribution } from "./readAttribution";

const at = (url: string) => new URL(url) as unknown as Location;

describe("first-touch attribution", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("keeps the UTM parameters and the referring host of the landing page, for the whole visit", () => {
    captureAttribution(
      at("https://clinic.example/studies?utm_source=facebook&utm_medium=social&utm_campaign=hf"),
      "https://l.facebook.com/l.php?u=secret",
    );
    captureAttribution(at("https://clinic.example/contact?utm_source=other"), "https://clinic.example/studies");
    expect(readAttribution()).toEqual({ utmSource: "facebook", utmMedium: "social", utmCampaign: "hf", referrer: "l.facebook.com" });
  });

  it("ignores our own pages as a referrer, bounds lengths and drops hidden characters", () => {
    captureAttribution(
      at(`https://clinic.example/?utm_source=${"x".repeat(300)}&utm_campaign=a%E2%80%AEb`),
      "https://clinic.example/about",
    );
    const touch = readAttribution()!;
    expect(touch.utmSource).toHaveLength(100);
    expect(touch.utmCampaign).toBe("ab");
    expect(touch.referrer).toBeUndefined();
  });

  it("has nothing to tell for a direct visit", () => {
    captureAttribution(at("https://clinic.example/"), "");
    expect(readAttribution()).toBeUndefined();
  });
});
