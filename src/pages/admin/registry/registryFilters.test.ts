import { describe, expect, it } from "vitest";
import { volunteerSearchSchema } from "../../../../contract/volunteerList";
import { PAGE_SIZE, registrySearchText, searchOf } from "./registryFilters";

describe("the registry screen's filters in its URL", () => {
  it("sends every known filter, and the server accepts the search", () => {
    const search = searchOf(
      new URLSearchParams(
        "topic=diabetes&language=es&ageBand=60-74&channel=text&consent=renewal_due&source=event_sheet&contacted=not_within_90_days",
      ),
      "",
    );
    expect(search).toEqual({
      limit: PAGE_SIZE,
      topic: "diabetes",
      language: "es",
      ageBand: "60-74",
      channel: "text",
      consent: "renewal_due",
      source: "event_sheet",
      contacted: "not_within_90_days",
    });
    expect(volunteerSearchSchema.safeParse(search).success).toBe(true);
  });

  it("drops an unknown value or key rather than sending it, and never reads search text from the URL", () => {
    const search = searchOf(new URLSearchParams("topic=everything&language=fr&q=Maria&ageBand=12-17&zip=92&contacted=yesterday"), "");
    expect(search).toEqual({ limit: PAGE_SIZE });
    expect(volunteerSearchSchema.safeParse(search).success).toBe(true);
  });

  it("sends a ZIP code or its first three or four digits, and nothing else as one", () => {
    for (const zip of ["92243", "9224", "922"]) {
      const search = searchOf(new URLSearchParams(`zip=${zip}`), "");
      expect(search).toEqual({ limit: PAGE_SIZE, zip });
      expect(volunteerSearchSchema.safeParse(search).success).toBe(true);
    }
    for (const zip of ["92", "922431", "92a43", " 922"])
      expect(searchOf(new URLSearchParams(`zip=${encodeURIComponent(zip)}`), "")).toEqual({ limit: PAGE_SIZE });
  });

  it("takes the search text from the tab's session, never from the URL", () => {
    registrySearchText.write("Rosaura");
    expect(searchOf(new URLSearchParams("q=Maria&language=es"))).toEqual({ limit: PAGE_SIZE, language: "es", q: "Rosaura" });
    registrySearchText.write("");
    expect(searchOf(new URLSearchParams("q=Maria"))).toEqual({ limit: PAGE_SIZE });
  });
});
