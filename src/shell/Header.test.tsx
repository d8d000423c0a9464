import { act, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../test/render";
import { Header } from "./Header";

describe("Header", () => {
  it("underlines only the link of the current page", () => {
    const { container } = renderAt("/studies", <Header />);
    // The desktop row (the phone menu holds the same links inside its <details>).
    const nav = within(container.querySelector("header > div")!).getAllByRole("navigation", { name: "Main" })[0]!;
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Home", "About", "Current Studies", "For Participants", "For Sponsors", "Contact"]);
    const current = links.filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Current Studies"]);
    expect(current[0]!.className).toContain("aria-[current=page]:underline");
  });

  it("marks Home active only on the home page", () => {
    const { container } = renderAt("/", <Header />);
    const nav = within(container.querySelector("header > div")!).getAllByRole("navigation", { name: "Main" })[0]!;
    const current = within(nav)
      .getAllByRole("link")
      .filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Home"]);
  });

  it("has a native small-screen menu (a <details>, so it opens before hydration) that closes after navigating and on Escape", async () => {
    const { router, container } = renderAt("/", <Header />, ["/about"]);
    const menu = container.querySelector("details")!;
    const summary = menu.querySelector("summary")!;
    expect(summary.textContent).toBe("Menu");
    const phoneNav = within(menu).getByRole("navigation", { name: "Main", hidden: true });
    expect(within(phoneNav).getAllByRole("link", { hidden: true })).toHaveLength(6);
    expect(menu.open).toBe(false);

    menu.open = true;
    await act(async () => within(phoneNav).getByRole("link", { name: "About", hidden: true }).click());
    expect(router.state.location.pathname).toBe("/about");
    expect(menu.open).toBe(false);

    menu.open = true;
    await act(async () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(summary);

    // A tap outside the open menu closes it too.
    menu.open = true;
    await act(async () => document.body.click());
    expect(menu.open).toBe(false);
  });
});
