import { env, SELF } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import type { InboxPageDto, InquiryDetailDto } from "../../contract/inbox";
import { askedQuestions, type Answers, type PrescreenDto } from "../../contract/prescreen";
import { questionnaireSchema } from "../../contract/prescreenSchemas";
import type { RecruitmentReportDto } from "../../contract/reports";
import type { PublishedStudiesDto } from "../../contract/studies";
import { purgeNotFitAnswers } from "../../worker/inquiries/erase";
import { scoreAnswers } from "../../worker/prescreen/score";
import { authed, distinctInquiry, loginAsNewAdmin, postJson, publishSeededQuestionsAs, seededQuestionnaire, API } from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

let admin = "";
beforeAll(async () => {
  admin = await loginAsNewAdmin("admin");
});

const staff = (path: string, method = "GET", body?: unknown) =>
  SELF.fetch(
    `${API}${path}`,
    authed(admin, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    }),
  );

const publishSeededQuestions = (studyId: number) => publishSeededQuestionsAs(admin, studyId);

const NOW = new Date("2026-11-24T18:00:00Z");

describe("the questionnaire model (docs/prescreen.md)", () => {
  it("the three seeded questionnaires hold together, in both languages", async () => {
    for (const studyId of [1, 2, 3]) {
      const { questionnaire } = await seededQuestionnaire(studyId);
      expect(questionnaire.questions.length).toBeGreaterThanOrEqual(3);
      for (const question of questionnaire.questions) {
        expect(question.text.en.length).toBeGreaterThan(5);
        expect(question.text.es.length).toBeGreaterThan(5);
      }
    }
  });

  it("refuses questionnaires whose logic does not hold", () => {
    const yesNo = (id: string, extra: object = {}) => ({
      id,
      kind: "yes_no",
      text: { en: "Question?", es: "¿Pregunta?" },
      yes: "fits",
      no: "not_fit",
      ...extra,
    });
    const codes = (questions: unknown[]) => {
      const result = questionnaireSchema.safeParse({ questions, nextStep: { en: "Thank you.", es: "Gracias." } });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(codes([yesNo("a"), yesNo("b"), yesNo("c")])).toEqual([]);
    expect(codes([yesNo("a"), yesNo("b")])).toContain("too_few_questions");
    expect(codes([yesNo("a"), yesNo("a"), yesNo("c")])).toContain("duplicate_id");
    // A condition may only look back, at a real answer.
    expect(codes([yesNo("a", { showIf: { question: "c", answers: ["yes"] } }), yesNo("b"), yesNo("c")])).toContain(
      "condition_on_unknown_question",
    );
    expect(codes([yesNo("a"), yesNo("b", { showIf: { question: "a", answers: ["maybe"] } }), yesNo("c")])).toContain(
      "condition_on_unknown_answer",
    );
    // Both languages, always.
    expect(codes([yesNo("a", { text: { en: "Question?", es: "" } }), yesNo("b"), yesNo("c")]).length).toBeGreaterThan(0);
    expect(codes([yesNo("a", { text: { en: "Question?" } }), yesNo("b"), yesNo("c")]).length).toBeGreaterThan(0);
    const number = { id: "n", kind: "number", text: { en: "How many?", es: "¿Cuántos?" }, accepts: { min: 10, max: 5 }, fits: {} };
    expect(codes([yesNo("a"), yesNo("b"), number])).toContain("invalid_range");
  });

  it("asks a question only when its condition holds", async () => {
    const { questionnaire } = await seededQuestionnaire(1);
    const asked = (answers: Answers) => askedQuestions(questionnaire.questions, answers).map((q) => q.id);
    expect(asked({ heart_failure: "no" })).not.toContain("mra_now");
    expect(asked({ heart_failure: "yes" })).toContain("mra_now");
    expect(asked({ heart_failure: "not_sure" })).toContain("mra_now");
  });

  it("scores each seeded study by its table: the first answer that does not fit decides, then the first that needs review", async () => {
    const table: [number, Answers, string, string | null][] = [
      [1, { born: "1950", heart_failure: "yes", ejection_fraction: "yes", mra_now: "no", kidneys: "no_problem" }, "likely_match", null],
      [1, { born: "1950", heart_failure: "no", ejection_fraction: "yes", kidneys: "no_problem" }, "not_fit", "heart_failure"],
      [
        1,
        { born: "1950", heart_failure: "yes", ejection_fraction: "no", mra_now: "no", kidneys: "no_problem" },
        "not_fit",
        "ejection_fraction",
      ],
      [
        1,
        { born: "1950", heart_failure: "yes", ejection_fraction: "not_sure", mra_now: "no", kidneys: "weak" },
        "needs_review",
        "ejection_fraction",
      ],
      [1, { born: "1950", heart_failure: "yes", ejection_fraction: "yes", mra_now: "yes", kidneys: "no_problem" }, "not_fit", "mra_now"],
      [1, { born: "2010", heart_failure: "yes", ejection_fraction: "yes", mra_now: "no", kidneys: "no_problem" }, "not_fit", "born"],
      // Born in 2008: 17 or 18 this year, depending on the birthday.
      [1, { born: "2008", heart_failure: "yes", ejection_fraction: "yes", mra_now: "no", kidneys: "no_problem" }, "needs_review", "born"],
      [2, { born: "1960", hospital: "in_hospital", ejection_fraction: "no", kidneys: "no_problem" }, "likely_match", null],
      [2, { born: "1960", hospital: "home_recent", ejection_fraction: "no", kidneys: "no_problem" }, "needs_review", "hospital"],
      [2, { born: "1960", hospital: "in_hospital", ejection_fraction: "yes", kidneys: "no_problem" }, "needs_review", "ejection_fraction"],
      [2, { born: "1960", hospital: "in_hospital", ejection_fraction: "yes", kidneys: "dialysis" }, "not_fit", "kidneys"],
      [3, { born: "1940", hospital_now: "yes", sglt2_now: "no", kidneys: "no_problem" }, "likely_match", null],
      [3, { born: "1940", hospital_now: "no", kidneys: "no_problem" }, "not_fit", "hospital_now"],
      [3, { born: "1940", hospital_now: "yes", sglt2_now: "yes", kidneys: "no_problem" }, "needs_review", "sglt2_now"],
      [3, { born: "1940", hospital_now: "yes", sglt2_now: "no", kidneys: "dialysis" }, "not_fit", "kidneys"],
    ];
    for (const [studyId, answers, result, decidedBy] of table) {
      const { questionnaire } = await seededQuestionnaire(studyId);
      expect(scoreAnswers(questionnaire, answers, NOW), JSON.stringify(answers)).toMatchObject({ result, decidedBy });
    }
  });

  it("needs an allowed answer to every question asked, ignores answers to questions skipped", async () => {
    const { questionnaire } = await seededQuestionnaire(1);
    expect(scoreAnswers(questionnaire, { born: "1950" }, NOW)).toMatchObject({
      problems: expect.arrayContaining([{ question: "heart_failure", problem: "missing" }]),
    });
    expect(
      scoreAnswers(
        questionnaire,
        { born: "1850", heart_failure: "yes", ejection_fraction: "yes", mra_now: "no", kidneys: "no_problem" },
        NOW,
      ),
    ).toEqual({
      problems: [{ question: "born", problem: "invalid" }],
    });
    // "mra_now" is not asked after "no": its answer is dropped, not scored.
    const scored = scoreAnswers(
      questionnaire,
      { born: "1950", heart_failure: "no", ejection_fraction: "yes", mra_now: "yes", kidneys: "no_problem" },
      NOW,
    );
    expect("answers" in scored && scored.answers.map((a) => a.id)).toEqual(["born", "heart_failure", "ejection_fraction", "kidneys"]);
  });
});

describe("answers with an inquiry, scored on the server", () => {
  let versionId = 0;
  beforeAll(async () => {
    versionId = await publishSeededQuestions(1);
  });

  const send = (answers: Answers, extra: Record<string, unknown> = {}) =>
    postJson("/api/inquiries", {
      ...distinctInquiry(),
      studyId: "FINALITY-HF",
      language: "es",
      prescreen: { versionId, answers, ...extra },
    });

  it("the published study carries its questions in the page's language, without what an answer means", async () => {
    const { studies } = await (await SELF.fetch(`${API}/studies?lang=es`)).json<PublishedStudiesDto>();
    const finality = studies.find((study) => study.code === "FINALITY-HF")!;
    expect(finality.prescreen?.versionId).toBe(versionId);
    expect(finality.prescreen?.questions[1]).toEqual({
      id: "heart_failure",
      kind: "yes_no",
      text: "¿Algún médico le ha dicho que tiene insuficiencia cardíaca?",
      hint: "La insuficiencia cardíaca quiere decir que el corazón no bombea bien la sangre.",
    });
    expect(JSON.stringify(studies)).not.toMatch(/not_fit|"fits"|verdict/);
  });

  it("stores the server's result with the answers; a result the page adds is ignored", async () => {
    const res = await send(
      { born: "1950", heart_failure: "yes", ejection_fraction: "no", mra_now: "no", kidneys: "no_problem" },
      { result: "likely_match" },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    const detail = await (await staff(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.prescreen).toMatchObject({ result: "not_fit", language: "es", decidedBy: { id: "ejection_fraction" }, kept: false });
    const answer = detail.prescreen!.answers!.find((a) => a.id === "ejection_fraction")!;
    expect(answer).toMatchObject({ value: "no", verdict: "not_fit" });
    // Asked as a neighbour can answer it, without medical records (migrations/0018).
    expect(answer.question.en).toBe("Has a doctor told you that your heart pumps weaker than normal?");
  });

  it("refuses missing or unknown answers, an unknown version, and answers without a study", async () => {
    expect((await send({ born: "1950" })).status).toBe(400);
    expect(
      (
        await send({
          born: "1950",
          heart_failure: "yes",
          ejection_fraction: "yes",
          mra_now: "no",
          kidneys: "no_problem",
          shoe_size: "9",
        })
      ).status,
    ).toBe(400);
    const unknown = await postJson("/api/inquiries", {
      ...distinctInquiry(),
      studyId: "FINALITY-HF",
      prescreen: { versionId: 1, answers: {} },
    });
    expect(unknown.status).toBe(400);
    const noStudy = await postJson("/api/inquiries", { ...distinctInquiry(), prescreen: { versionId, answers: {} } });
    expect(noStudy.status).toBe(400);
    expect(await noStudy.json()).toMatchObject({ error: { code: "validation_failed", fields: { studyId: ["required"] } } });
  });

  it("the inbox shows the result and the deciding question, filters by it, and calls likely matches first among equals", async () => {
    const fits = { born: "1950", heart_failure: "yes", ejection_fraction: "yes", mra_now: "no", kidneys: "no_problem" };
    const ids: Record<string, number> = {};
    for (const [name, answers] of [
      ["plain", null],
      ["review", { ...fits, kidneys: "weak" }],
      ["likely", fits],
    ] as const) {
      const res = answers
        ? await send(answers)
        : await postJson("/api/inquiries", { ...distinctInquiry(), studyId: "FINALITY-HF", language: "es" });
      ids[name] = (await res.json<CreatedInquiryDto>()).id;
    }
    // Three people waiting for their first call since the same minute.
    await env.DB.prepare(
      `UPDATE inquiries SET created_at = '2026-01-05T17:00:00.000Z', next_step_at = '2026-01-05T17:00:00.000Z', next_step_kind = 'call' WHERE id IN (?, ?, ?)`,
    )
      .bind(ids.plain, ids.review, ids.likely)
      .run();
    const due = await (await staff("/inquiries?view=due&limit=100")).json<InboxPageDto>();
    const order = due.items.map((item) => item.id).filter((id) => Object.values(ids).includes(id));
    expect(order).toEqual([ids.likely, ids.review, ids.plain]);
    const review = due.items.find((item) => item.id === ids.review)!;
    expect(review.prescreen).toEqual({
      result: "needs_review",
      decidedBy: { en: "Which of these is true about your kidneys?", es: "¿Cuál de estas frases es cierta sobre sus riñones?" },
    });
    // The same order holds across pages (the cursor carries the rank).
    const first = await (await staff("/inquiries?view=due&limit=1")).json<InboxPageDto>();
    const seen = [first.items[0]!.id];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await (await staff(`/inquiries?view=due&limit=1&cursor=${cursor}`)).json<InboxPageDto>();
      seen.push(page.items[0]!.id);
      cursor = page.nextCursor;
    }
    expect(seen.filter((id) => Object.values(ids).includes(id))).toEqual([ids.likely, ids.review, ids.plain]);
    const likely = await (await staff("/inquiries?status=all&prescreen=likely_match&limit=100")).json<InboxPageDto>();
    expect(likely.items.length).toBeGreaterThan(0);
    expect(likely.items.every((item) => item.prescreen?.result === "likely_match")).toBe(true);
    expect((await staff("/inquiries?prescreen=maybe")).status).toBe(400);
  });

  it("erases a non-match's answers after the period unless staff keep them; results and counts stay", async () => {
    const notFit = { born: "1950", heart_failure: "no", ejection_fraction: "yes", kidneys: "no_problem" };
    const [kept, dropped] = await Promise.all(
      [send(notFit), send(notFit)].map(async (res) => (await (await res).json<CreatedInquiryDto>()).id),
    );
    const keep = await staff(`/inquiries/${kept}/prescreen`, "PUT", { kept: true });
    expect(keep.status).toBe(200);
    expect((await keep.json<PrescreenDto>()).kept).toBe(true);
    const db = drizzle(env.DB);
    const inThirtyOneDays = new Date(Date.now() + 31 * 86_400_000);
    expect(await purgeNotFitAnswers(db, 30, new Date())).toBe(0);
    expect(await purgeNotFitAnswers(db, 30, inThirtyOneDays)).toBeGreaterThanOrEqual(1);
    const gone = await (await staff(`/inquiries/${dropped}`)).json<InquiryDetailDto>();
    expect(gone.prescreen).toMatchObject({ result: "not_fit", decidedBy: { id: "heart_failure" }, answers: null });
    expect(gone.prescreen!.answersErasedAt).not.toBeNull();
    const stayed = await (await staff(`/inquiries/${kept}`)).json<InquiryDetailDto>();
    expect(stayed.prescreen!.answers!.length).toBe(4);
    // Erased answers cannot be kept any more.
    expect((await staff(`/inquiries/${dropped}/prescreen`, "PUT", { kept: true })).status).toBe(409);
    expect((await staff(`/inquiries/${dropped}/prescreen`, "PUT", { kept: "yes" })).status).toBe(400);
    // Erasing the inquiry erases its answers too.
    expect((await staff(`/inquiries/${kept}`, "DELETE")).status).toBe(200);
    const row = await env.DB.prepare("SELECT answers, result FROM prescreens WHERE inquiry_id = ?").bind(kept).first();
    expect(row).toEqual({ answers: null, result: "not_fit" });
    const report = await (await staff("/reports/recruitment?from=2026-01-01&to=2026-12-31")).json<RecruitmentReportDto>();
    const fails = report.prescreen.screenFails.find((row) => row.studyId === "FINALITY-HF" && row.questionId === "heart_failure");
    expect(fails?.count).toBeGreaterThanOrEqual(2);
    expect(fails?.question?.es).toBe("¿Algún médico le ha dicho que tiene insuficiencia cardíaca?");
  });

  it("the report compares the results with the screening visit's outcome", async () => {
    const fits = { born: "1950", heart_failure: "yes", ejection_fraction: "yes", mra_now: "no", kidneys: "no_problem" };
    const { id } = await (await send(fits)).json<CreatedInquiryDto>();
    await env.DB.prepare(
      `INSERT INTO visits (inquiry_id, study_id, type, start_at, duration_minutes, place, state, uid) VALUES (?, 'FINALITY-HF', 'screening_visit', '2026-11-20T17:00:00.000Z', 60, 'clinic', 'attended', ?)`,
    )
      .bind(id, crypto.randomUUID())
      .run();
    await env.DB.prepare("UPDATE inquiries SET status = 'enrolled', closed_at = ? WHERE id = ?").bind(new Date().toISOString(), id).run();
    const report = await (await staff("/reports/recruitment?from=2026-01-01&to=2026-12-31")).json<RecruitmentReportDto>();
    const likely = report.prescreen.outcomes.find((row) => row.result === "likely_match")!;
    expect(likely.screened).toBeGreaterThanOrEqual(1);
    expect(likely.enrolled).toBeGreaterThanOrEqual(1);
    expect(report.prescreen.byStudy.some((row) => row.studyId === "FINALITY-HF" && row.result === "not_fit")).toBe(true);
  });
});
