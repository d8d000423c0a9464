import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Questionnaire } from "../../../../../contract/prescreen";
import { renderAt } from "../../../../test/render";
import { QuestionnairePreview } from "./QuestionnairePreview";

const questionnaire: Questionnaire = {
  questions: [
    { id: "born", kind: "birth_year", text: { en: "What year were you born?", es: "¿En qué año nació?" }, age: { min: 18 } },
    {
      id: "heart_failure",
      kind: "yes_no",
      text: { en: "Do you have heart failure?", es: "¿Tiene insuficiencia cardíaca?" },
      yes: "fits",
      no: "not_fit",
    },
    {
      id: "mra_now",
      kind: "yes_no",
      showIf: { question: "heart_failure", answers: ["yes"] },
      text: { en: "Do you take spironolactone now?", es: "¿Toma espironolactona ahora?" },
      yes: "not_fit",
      no: "fits",
    },
  ],
  nextStep: { en: "Thank you.", es: "Gracias." },
};

describe("the editor's preview of a version's questions", () => {
  it("shows each question in both languages, its condition and what each answer means", () => {
    const { container } = renderAt("/", <QuestionnairePreview questionnaire={questionnaire} />);
    expect(screen.getByText("¿Tiene insuficiencia cardíaca?").closest("[lang]")?.getAttribute("lang")).toBe("es");
    expect(screen.queryByText("Do you have heart failure?")).not.toBeNull();
    expect(container.textContent).toContain("(asked only if heart_failure is yes)");
    expect(container.textContent).toContain("What the answers mean: Yes: Does not fit. No: Likely match.");
    expect(container.textContent).toContain("Fits at ages 18 or more this year.");
    expect(container.textContent).toContain("No estoy seguro(a)");
    expect(container.textContent).toContain("Gracias.");
  });
});
