import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { activateLocale } from "../i18n/activate";

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await activateLocale("en");
});

afterEach(cleanup);
