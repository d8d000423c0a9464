import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatBusinessMinutes } from "./businessMinutes";

describe("formatBusinessMinutes", () => {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  it.each([
    [0, "0 min"],
    [45, "45 min"],
    [60, "1 h 00 min"],
    [125, "2 h 05 min"],
    [1440, "24 h 00 min"],
  ])("%i → %s", (minutes, text) => {
    expect(formatBusinessMinutes(minutes, i18n)).toBe(text);
  });
});
