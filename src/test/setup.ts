import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { activateLocale, loadPageMessages } from "../i18n/activate";

// Components under test may come from any screen, so both catalogs are loaded.
beforeAll(loadPageMessages);

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await activateLocale("en");
});

afterEach(cleanup);
