import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { activateLocale, loadPageMessages } from "../i18n/activate";

// Components under test may come from any screen, so every page catalog is loaded.
beforeAll(() =>
  Promise.all([loadPageMessages("pages"), loadPageMessages("contact"), loadPageMessages("legal"), loadPageMessages("registry")]),
);

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await activateLocale("en");
});

afterEach(cleanup);
