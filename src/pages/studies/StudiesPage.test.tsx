import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublishedStudiesDto } from "../../../contract/studies";
import seedEn from "../../test/fixtures/studies.en.json";
import seedEs from "../../test/fixtures/studies.es.json";
import { settled } from "../../studies/settled";
import { StudySourceContext } from "../../studies/StudySource";
import { renderAt } from "../../test/render";
import StudiesPage from "./StudiesPage";

/** The page with the studies a new database starts with, as the Worker would hand them over. */
const page = (
  <StudySourceContext value={(language) => settled((language === "es" ? seedEs : seedEn) as PublishedStudiesDto)}>
    <StudiesPage />
  </StudySourceContext>
);

describe("Studies page filters", () => {
  it("reads search and category from the URL, shows the empty state and resets both", async () => {
    const { router } = renderAt("/studies", page);
    await act(() => router.navigate("/studies?q=nothing-matches&category=cardiology"));
    expect(await screen.findByRole("heading", { name: "No studies found" })).toBeTruthy();
    expect(screen.queryByText("No studies match your current search criteria. Try adjusting your filters.")).not.toBeNull();
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("nothing-matches");

    await act(async () => screen.getByRole("link", { name: "Reset Filters" }).click());
    expect(router.state.location.search).toBe("");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
  });

  it("shows only the studies that match the search", async () => {
    const { router } = renderAt("/studies", page);
    await act(() => router.navigate("/studies?q=EMPAGLIFLOZIN"));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(screen.getByRole("heading", { level: 3 }).textContent).toMatch(/Empagliflozin/);
    expect(screen.getByRole("status").textContent).toBe("1 study found");
  });
});
