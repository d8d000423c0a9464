import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PrescreenDto } from "../../../../../contract/prescreen";
import { LanguageProvider } from "../../../../i18n/LanguageProvider";
import { action } from "../inquiryAction";
import { PrescreenCard } from "./PrescreenCard";

/** The card on inquiry #7's page, whose action keeps the answers. */
function renderCard(prescreen: PrescreenDto) {
  const router = createMemoryRouter([{ path: "/admin/inquiries/:id", element: <PrescreenCard prescreen={prescreen} />, action }], {
    initialEntries: ["/admin/inquiries/7"],
  });
  return render(
    <I18nProvider i18n={i18n}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
    </I18nProvider>,
  );
}

const answered: PrescreenDto = {
  result: "not_fit",
  versionNumber: 2,
  language: "es",
  decidedBy: {
    id: "heart_failure",
    text: { en: "Has a doctor told you that you have heart failure?", es: "¿Algún médico le ha dicho que tiene insuficiencia cardíaca?" },
  },
  answers: [
    {
      id: "born",
      kind: "birth_year",
      question: { en: "What year were you born?", es: "¿En qué año nació?" },
      value: "1950",
      label: null,
      verdict: "fits",
    },
    {
      id: "heart_failure",
      kind: "yes_no",
      question: {
        en: "Has a doctor told you that you have heart failure?",
        es: "¿Algún médico le ha dicho que tiene insuficiencia cardíaca?",
      },
      value: "no",
      label: null,
      verdict: "not_fit",
    },
    {
      id: "kidneys",
      kind: "choice",
      question: { en: "Which of these is true about your kidneys?", es: "¿Cuál de estas frases es cierta sobre sus riñones?" },
      value: "not_sure",
      label: null,
      verdict: "review",
    },
  ],
  answersErasedAt: null,
  kept: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the pre-screening answers on an inquiry", () => {
  it("shows the result, the deciding question and each answer in the coordinator's language beside the visitor's", () => {
    renderCard(answered);
    const card = screen.getByRole("region", { name: "Pre-screening answers" });
    expect(within(card).queryByText("Does not fit")).not.toBeNull();
    expect(within(card).queryByText("Decided by: Has a doctor told you that you have heart failure?")).not.toBeNull();
    expect(within(card).queryByText("Answered in Spanish, to the questions of version 2.")).not.toBeNull();
    // The Spanish words the visitor read, marked as Spanish, beside the English.
    expect(within(card).getByText("¿Algún médico le ha dicho que tiene insuficiencia cardíaca?").getAttribute("lang")).toBe("es");
    expect(card.textContent).toContain("I'm not sure");
    expect(card.textContent).toContain("No estoy seguro(a)");
  });

  it("keeps a non-match's answers on request, through the API", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...answered, kept: true }), { status: 200, headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    window.localStorage.setItem("adminToken", "t");
    renderCard(answered);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Keep the answers" })));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/inquiries/7/prescreen");
    expect(JSON.parse(String(init.body))).toEqual({ kept: true });
    expect(await screen.findByRole("button", { name: "Stop keeping the answers" })).toBeTruthy();
  });

  it("says when the answers were erased, and offers nothing to keep", () => {
    renderCard({ ...answered, answers: null, answersErasedAt: "2026-11-20T18:00:00.000Z" });
    expect(screen.queryByText(/The answers were erased on/)).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Keep the answers" })).toBeNull();
  });
});
