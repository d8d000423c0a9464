import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageProvider";
import { action, Component } from "./AdminLoginPage";

/** The login route (its screen and its action) at /admin-login, and where signing in may lead. */
function renderLogin(otherRoutes: string[] = []) {
  const router = createMemoryRouter(
    [{ path: "/admin-login", Component, action }, ...otherRoutes.map((path) => ({ path, element: <p>{path}</p> }))],
    { initialEntries: ["/admin-login"] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
    </I18nProvider>,
  );
  return { router };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText("Username"), { target: { value: "coordinator" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Login" })));
}

describe("the way back to the public site (issue #52, item 15)", () => {
  it("links home from the sign-in screen, as every page of the site does", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Back to the public website" }).getAttribute("href")).toBe("/");
  });
});

describe("Admin login with two-step sign-in", () => {
  it("asks for the code after a correct password, then sends it and goes to the dashboard", async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return bodies.length === 1
        ? json(401, { error: { code: "otp_required", message: "Enter the code from your authenticator app." } })
        : json(200, { token: "t".repeat(43), expiresAt: "2026-11-23T20:00:00.000Z", enrollmentRequired: false });
    });
    vi.stubGlobal("fetch", fetchMock);
    const { router } = renderLogin(["/admin"]);
    await fillAndSubmit();
    const codeField = await screen.findByLabelText("Authentication code");
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "a long password"); // kept for the second step
    fireEvent.change(codeField, { target: { value: "123456" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Login" })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(bodies[1]).toEqual({ username: "coordinator", password: "a long password", otp: "123456" });
    expect(window.localStorage.getItem("adminToken")).toBe("t".repeat(43));
  });

  it("sends an account that must enroll to the two-step sign-in page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { token: "t".repeat(43), expiresAt: "x", enrollmentRequired: true })),
    );
    const { router } = renderLogin(["/admin/security"]);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/security"));
  });

  it("says so when the code is wrong, and keeps the code step", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { error: { code: "invalid_otp", message: "That code is not valid." } })),
    );
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText("That code is not valid. Enter the current code from your app.")).toBeTruthy();
    expect(screen.queryByLabelText("Authentication code")).not.toBeNull();
  });
});
