import { describe, expect, it } from "vitest";
import { pageOpenedAt, STUDY_PAGE_QUIET_MS, studyPageWaitMs } from "./learnMoreTiming";

describe("when the learn-more prompt may open on a study's page", () => {
  it("waits until the study's page has been open 30 s, and not at all elsewhere", () => {
    expect(studyPageWaitMs("/studies/finality-hf", 0, 12_000)).toBe(STUDY_PAGE_QUIET_MS - 12_000);
    expect(studyPageWaitMs("/studies/finality-hf", 5_000, 40_000)).toBe(0);
    expect(studyPageWaitMs("/studies", 0, 1_000)).toBe(0);
    expect(studyPageWaitMs("/studies/finality-hf/questions", 0, 1_000)).toBe(0);
  });

  it("counts from the load for the page the browser loaded, and from now for a page reached inside the app", () => {
    expect(pageOpenedAt("/es/studies/finality-hf", "/es/studies/finality-hf", 9_000)).toBe(0);
    // The visitor loaded /about and moved to the study before the prompts' code started: never early.
    expect(pageOpenedAt("/about", "/studies/finality-hf", 9_000)).toBe(9_000);
  });
});
