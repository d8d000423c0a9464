import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../test/render";
import { Header } from "./Header";

describe("Header", () => {
  it("underlines only the link of the current page", () => {
    renderAt("/studies", <Header />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Home", "About", "Current Studies", "For Participants", "For Sponsors", "Contact"]);
    const current = links.filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Current Studies"]);
    expect(current[0]!.className).toContain("aria-[current=page]:underline");
  });

  it("marks Home active only on the home page", () => {
    renderAt("/", <Header />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const current = within(nav)
      .getAllByRole("link")
      .filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Home"]);
  });

  it("opens and closes the small-screen menu, and closes it after navigating", async () => {
    const { router } = renderAt("/", <Header />, ["/about"]);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const nav = screen.getByRole("navigation", { name: "Main", hidden: true });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(nav.id);
    expect(nav.className).toMatch(/(^| )hidden( |$)/);

    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Close menu" })).toBe(toggle);
    expect(nav.className).not.toMatch(/(^| )hidden( |$)/);

    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await act(async () => within(nav).getByRole("link", { name: "About" }).click());
    expect(router.state.location.pathname).toBe("/about");
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});
