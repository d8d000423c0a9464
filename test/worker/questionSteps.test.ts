/**
 * A study's questions, step by step (docs/prescreen.md): the rules the browser and the Worker share
 * (contract/prescreenSteps.ts), and the plain-HTML steps the Worker renders before (or without) JavaScript.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { askedQuestions, publicPrescreenOf, questionCount, type PublicQuestion } from "../../contract/prescreen";
import { moveStep } from "../../contract/prescreenSteps";
import {
  assetStoreWith,
  fetchWithBindings,
  loginAsNewAdmin,
  postPlainForm,
  PAGE_TEMPLATE,
  publishSeededQuestionsAs,
  seededQuestionnaire,
} from "./helpers";

const YEAR = 2026;
let questions: PublicQuestion[] = [];
beforeAll(async () => {
  const { versionId, questionnaire } = await seededQuestionnaire(1); // FINALITY-HF
  questions = publicPrescreenOf(versionId, questionnaire, "en").questions;
});

describe("stepping through the questions (the same rules in the browser and the Worker)", () => {
  it("asks a question only when its condition holds, and drops answers to questions no longer asked", () => {
    const ids = (answers: Record<string, string>) => askedQuestions(questions, answers).map((q) => q.id);
    expect(ids({ heart_failure: "yes" })).toContain("mra_now");
    expect(ids({ heart_failure: "no" })).not.toContain("mra_now");
    // Back to "heart failure", now "no": the answer to the follow-up goes.
    const changed = moveStep(questions, { born: "1950", heart_failure: "no", mra_now: "yes" }, "heart_failure", "next", YEAR);
    expect(changed.answers).toEqual({ born: "1950", heart_failure: "no" });
  });

  it("counts a follow-up from the start, so the count never grows as the visitor goes on", () => {
    expect(questions.map((q) => q.id)).toEqual(["born", "heart_failure", "ejection_fraction", "mra_now", "kidneys"]);
    // Before "heart failure" is answered its follow-up may come: 5, not the 4 asked so far.
    expect(askedQuestions(questions, { born: "1950" })).toHaveLength(4);
    expect(questionCount(questions, { born: "1950" })).toBe(5);
    expect(questionCount(questions, { born: "1950", heart_failure: "yes" })).toBe(5);
    expect(questionCount(questions, { born: "1950", heart_failure: "not_sure" })).toBe(5);
    // "No" skips the follow-up: the count only shrinks, to what will be shown.
    expect(questionCount(questions, { born: "1950", heart_failure: "no" })).toBe(4);
    expect(askedQuestions(questions, { born: "1950", heart_failure: "no" })).toHaveLength(4);
  });

  it("goes on only with an allowed answer, and says why not", () => {
    expect(moveStep(questions, {}, "born", "next", YEAR)).toMatchObject({ step: 0, problem: "answer_required" });
    expect(moveStep(questions, { born: "19x0" }, "born", "next", YEAR)).toMatchObject({ step: 0, problem: "answer_invalid" });
    expect(moveStep(questions, { born: "2030" }, "born", "next", YEAR)).toMatchObject({ step: 0, problem: "answer_invalid" });
    expect(moveStep(questions, { born: "1950" }, "born", "next", YEAR)).toMatchObject({ step: 1, problem: null });
    // A choice the question does not offer (a tampered form) is not an answer.
    expect(moveStep(questions, { born: "1950", heart_failure: "maybe" }, "heart_failure", "next", YEAR).problem).toBe("answer_invalid");
  });

  it('"I\'m not sure" is always an answer; Back never needs one; the contact form goes back to the last question', () => {
    expect(moveStep(questions, {}, "born", "not-sure", YEAR)).toMatchObject({ step: 1, answers: { born: "not_sure" }, problem: null });
    expect(moveStep(questions, { born: "1950" }, "heart_failure", "back", YEAR)).toMatchObject({ step: 0, problem: null });
    const all = { born: "1950", heart_failure: "no", ejection_fraction: "yes", kidneys: "no_problem" };
    expect(moveStep(questions, all, null, "back", YEAR).step).toBe(askedQuestions(questions, all).length - 1);
    // A question id that is not asked: back to the first question still waiting for an answer.
    expect(moveStep(questions, { born: "1950" }, "mra_now", "next", YEAR)).toMatchObject({ step: 1, problem: null });
  });
});

const kit = {
  build: "build-questions",
  template: PAGE_TEMPLATE,
  preloads: { "/studies/:slug/questions": { en: { modules: [], images: [] }, es: { modules: [], images: [] } } },
};
const ASSETS = assetStoreWith(kit);

const postStep = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postPlainForm(path, new URLSearchParams(fields).toString(), { ASSETS }, headers);

const hidden = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]));

describe("the questions without JavaScript: one plain form per step, answered by the Worker", () => {
  it("sends a study without published questions to its contact form", async () => {
    const res = await fetchWithBindings("/es/studies/redefine-hf/questions", {}, { ASSETS });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/es/contact?study=REDEFINE-HF");
  });

  it("walks a Spanish visitor from the first question to the contact form, keeping every answer in the page", async () => {
    await publishSeededQuestionsAs(await loginAsNewAdmin("admin"), 1);
    const first = await fetchWithBindings("/es/studies/finality-hf/questions", {}, { ASSETS });
    expect(first.status).toBe(200);
    let html = await first.text();
    expect(html).toContain("¿En qué año nació?");
    expect(html).toContain("Pregunta 1 de 5");
    expect(html).toMatch(/<form[^>]*action="\/es\/studies\/finality-hf\/questions"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    // Next without an answer: the same question, saying why.
    let res = await postStep("/es/studies/finality-hf/questions", { question: "born", move: "next" });
    html = await res.text();
    expect(html).toContain("¿En qué año nació?");
    expect(html).toContain("Escriba su respuesta, o oprima");

    res = await postStep("/es/studies/finality-hf/questions", { question: "born", "answer.born": "1950", move: "next" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    html = await res.text();
    expect(html).toContain("¿Algún médico le ha dicho que tiene insuficiencia cardíaca?");
    expect(html).toContain("No estoy seguro(a)");
    expect(hidden(html)).toMatchObject({ "answer.born": "1950", question: "heart_failure" });

    // The follow-up "yes" would bring is counted from the first step, so the count stays.
    res = await postStep("/es/studies/finality-hf/questions", {
      "answer.born": "1950",
      question: "heart_failure",
      "answer.heart_failure": "yes",
      move: "next",
    });
    html = await res.text();
    expect(html).toContain("Pregunta 3 de 5");

    const all = {
      "answer.born": "1950",
      "answer.heart_failure": "yes",
      "answer.ejection_fraction": "yes",
      "answer.mra_now": "no",
      "answer.kidneys": "no_problem",
    };
    res = await postStep("/es/studies/finality-hf/questions", { ...all, question: "kidneys", move: "next" });
    html = await res.text();
    expect(html).toContain("Gracias por sus respuestas");
    expect(html).toContain("Nuestro equipo revisará sus respuestas");
    expect(html).not.toMatch(/no califica|not eligible|likely/i);
    const carried = hidden(html);
    expect(carried).toMatchObject({ ...all, studyId: "FINALITY-HF" });
    expect(Number(carried.prescreenVersion)).toBeGreaterThan(0);

    // The contact form sends the answers; the Worker scores them, whatever else the form claims.
    const message = `Sin JavaScript ${crypto.randomUUID().slice(0, 8)}`;
    const sent = await postStep("/es/contact", {
      ...carried,
      name: "Rosa Ramírez",
      email: "rosa@example.com",
      phone: "(760) 555-0123",
      message,
      consent: "on",
      result: "not_fit",
    });
    expect(sent.status).toBe(303);
    const stored = await env.DB.prepare(
      "SELECT i.prescreen_result AS result, p.language FROM inquiries i JOIN prescreens p ON p.inquiry_id = i.id WHERE i.message = ?",
    )
      .bind(message)
      .first<{ result: string; language: string }>();
    expect(stored).toEqual({ result: "likely_match", language: "es" });
  });

  it("refuses a step posted from another site", async () => {
    const res = await postStep("/studies/finality-hf/questions", { question: "born", move: "next" }, { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
  });
});
