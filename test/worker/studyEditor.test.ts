import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublishedStudiesDto } from "../../contract/studies";
import type { StudyDetailDto, StudyDraftInput, StudyListDto, StudyTextRefusalDto } from "../../contract/studyEditor";
import { auditEntries, authed, loginAsNewAdmin, useClinicalTrialsStandIn, type FieldErrors, API } from "./helpers";

let admin = "";
let coordinator = "";
beforeAll(async () => {
  admin = await loginAsNewAdmin("admin");
  coordinator = await loginAsNewAdmin("coordinator");
});

const api = (token: string, path: string, method = "GET", body?: unknown) =>
  SELF.fetch(
    `${API}/studies/admin${path}`,
    authed(token, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    }),
  );
const contentVersion = () => env.DB.prepare("SELECT version FROM site_content WHERE id = 1").first<number>("version");
const published = async (language: "en" | "es") =>
  (await (await SELF.fetch(`${API}/studies?lang=${language}`)).json<PublishedStudiesDto>()).studies;

/** The study's newest version's words, changed by `change`. */
async function draftFrom(id: number, change: (draft: StudyDraftInput) => void): Promise<StudyDraftInput> {
  const { versions } = await (await api(admin, `/${id}`)).json<StudyDetailDto>();
  const newest = versions[0]!;
  const draft = structuredClone({ design: newest.design, en: newest.text.en, es: newest.text.es });
  change(draft);
  return draft;
}

describe("the study editor (docs/studies.md): versions from draft to published", () => {
  it("lists the studies to any staff member, with the published version and what is pending", async () => {
    expect((await SELF.fetch(`${API}/studies/admin`)).status).toBe(401);
    const { studies } = await (await api(coordinator, "")).json<StudyListDto>();
    expect(studies.map((study) => [study.code, study.publishedNumber, study.pending, study.recruitment])).toEqual([
      // Each seeded study has a draft with its pre-screening questions waiting for approval (migrations/0014).
      ["FINALITY-HF", 1, "draft", "recruiting"],
      ["REDEFINE-HF", 1, "draft", "recruiting"],
      ["CONFIRMATION-HF", 1, "draft", "recruiting"],
    ]);
    const detail = await (await api(coordinator, "/1")).json<StudyDetailDto>();
    expect(detail.versions[0]!.questionnaire?.questions.length).toBeGreaterThanOrEqual(3);
    expect(detail.versions[1]!.approval).toMatchObject({ reference: "Wording on the site before studies became data", date: "" });
  });

  it("walks a version from draft to approved to published: who did what is kept, visitors see only the published words", async () => {
    const before = await contentVersion();
    // A coordinator edits the waiting draft (version 2); visitors still see version 1.
    const draft = await draftFrom(1, (d) => {
      d.en.title = "A Study of Finerenone for People With a Weak Heart Pump";
      d.es.title = "Estudio de la finerenona para personas con el corazón débil";
      d.en.timeline = ["Taking part lasts about 2 years. You come to our clinic about 12 times."];
      d.es.timeline = ["Su participación dura unos 2 años. Usted viene a nuestra clínica unas 12 veces."];
    });
    const saved = await api(coordinator, "/1/draft", "PUT", draft);
    expect(saved.status).toBe(200);
    const afterDraft = await saved.json<StudyDetailDto>();
    const v2 = afterDraft.versions[0]!;
    expect([v2.number, v2.state, afterDraft.study.pending]).toEqual([2, "draft", "draft"]);
    expect(v2.updatedAt).not.toBeNull();
    // A draft sent without its questions keeps them.
    expect(v2.questionnaire?.questions.map((question) => question.id)).toContain("heart_failure");
    expect(await contentVersion()).toBe(before);
    expect((await published("en"))[0]!.text.title).toBe("A Study of Finerenone in People with Heart Failure and a Weak Heart Pump");
    expect((await published("en"))[0]!.text.timeline).toEqual([]);
    // Saving again changes the same draft.
    expect((await (await api(coordinator, "/1/draft", "PUT", draft)).json<StudyDetailDto>()).versions[0]!.number).toBe(2);

    // Only admins record approvals and publish; nothing unapproved can be published.
    expect(
      (
        await api(coordinator, `/1/versions/${v2.id}/approve`, "POST", {
          reference: "IRB-1",
          date: "2026-11-20",
          contentHash: v2.contentHash,
        })
      ).status,
    ).toBe(403);
    expect((await api(admin, `/1/versions/${v2.id}/publish`, "POST")).status).toBe(409);
    const approved = await api(admin, `/1/versions/${v2.id}/approve`, "POST", {
      reference: "IRB-2026-114",
      date: "2026-11-20",
      contentHash: v2.contentHash,
    });
    expect(approved.status).toBe(200);
    const v2Approved = (await approved.json<StudyDetailDto>()).versions[0]!;
    expect(v2Approved.state).toBe("approved");
    expect(v2Approved.approval).toMatchObject({ reference: "IRB-2026-114", date: "2026-11-20", override: null });
    expect(
      (await api(admin, `/1/versions/${v2.id}/approve`, "POST", { reference: "IRB-2", date: "2026-11-20", contentHash: v2.contentHash }))
        .status,
    ).toBe(409);
    expect((await api(coordinator, `/1/versions/${v2.id}/publish`, "POST")).status).toBe(403);

    const publish = await api(admin, `/1/versions/${v2.id}/publish`, "POST");
    expect(publish.status).toBe(200);
    const after = await publish.json<StudyDetailDto>();
    expect(after.versions.map((version) => [version.number, version.state])).toEqual([
      [2, "published"],
      [1, "approved"],
    ]);
    expect(after.versions[0]!.published?.by).not.toBeNull();
    expect(await contentVersion()).toBe(before! + 1);
    expect((await published("en"))[0]!.text.title).toBe("A Study of Finerenone for People With a Weak Heart Pump");
    expect((await published("es"))[0]!.text.title).toBe("Estudio de la finerenona para personas con el corazón débil");
    expect((await published("es"))[0]!.text.timeline).toEqual([
      "Su participación dura unos 2 años. Usted viene a nuestra clínica unas 12 veces.",
    ]);
    expect((await auditEntries("study_version_approved")).at(-1)?.detail).toContain("IRB-2026-114");
    expect((await auditEntries("study_published")).length).toBeGreaterThan(0);

    // An approved version never changes: the next draft is a new version.
    const next = await api(coordinator, "/1/draft", "PUT", await draftFrom(1, (d) => (d.en.sponsor = "Bayer AG")));
    expect((await next.json<StudyDetailDto>()).versions.map((version) => [version.number, version.state])).toEqual([
      [3, "draft"],
      [2, "published"],
      [1, "approved"],
    ]);
  });

  it("refuses to approve words that break a reading-level or phrase rule, unless the admin records why", async () => {
    const draft = await draftFrom(2, (d) => {
      d.en.involves = [...d.en.involves, "You get free treatment for your heart failure today."];
      d.es.involves = [...d.es.involves, "Usted recibe tratamiento gratis para su corazón hoy."];
      d.en.timeline = ["Spots are filling fast, so call now."];
    });
    const { versions } = await (await api(admin, "/2/draft", "PUT", draft)).json<StudyDetailDto>();
    const { id, contentHash } = versions[0]!;
    const refused = await api(admin, `/2/versions/${id}/approve`, "POST", { reference: "IRB-7", date: "2026-11-21", contentHash });
    expect(refused.status).toBe(422);
    const body = await refused.json<StudyTextRefusalDto>();
    expect(body.error.code).toBe("text_rules");
    const fields = body.error.problems.map((problem) => `${problem.language} ${problem.field}`);
    expect(fields).toEqual([
      `en involves[${draft.en.involves.length - 1}]`,
      "en timeline[0]",
      `es involves[${draft.es.involves.length - 1}]`,
    ]);
    expect(body.error.problems[0]!.problems.join(" ")).toMatch(/"free" care/);

    const withReason = await api(admin, `/2/versions/${id}/approve`, "POST", {
      reference: "IRB-7",
      date: "2026-11-21",
      contentHash,
      override: "The board approved this sentence as written.",
    });
    expect(withReason.status).toBe(200);
    expect((await withReason.json<StudyDetailDto>()).versions[0]!.approval?.override).toBe("The board approved this sentence as written.");
  });

  it("refuses a draft with a missing part, naming the field", async () => {
    const draft = await draftFrom(3, (d) => (d.es.eligibility = []));
    const res = await api(coordinator, "/3/draft", "PUT", draft);
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields["es.eligibility"]).toEqual(["required"]);
    expect((await api(coordinator, "/99/draft", "PUT", await draftFrom(3, () => {}))).status).toBe(404);
    expect((await api(coordinator, "/abc")).status).toBe(400);
  });

  it("closes a study off the lists and reopens it, raising the content version each time", async () => {
    const before = await contentVersion();
    expect((await api(coordinator, "/3/close", "POST")).status).toBe(403);
    const closed = await api(admin, "/3/close", "POST");
    expect(closed.status).toBe(200);
    expect((await closed.json<StudyDetailDto>()).study).toMatchObject({ recruitment: "closed", closedAt: expect.any(String) });
    expect(await contentVersion()).toBe(before! + 1);
    expect((await api(admin, "/3/close", "POST")).status).toBe(409);
    expect(await contentVersion()).toBe(before! + 1);
    // Gone from the public data at once (the pages follow their content version).
    expect((await published("en")).map((study) => study.code)).not.toContain("CONFIRMATION-HF");

    const reopened = await (await api(admin, "/3/reopen", "POST")).json<StudyDetailDto>();
    expect(reopened.study).toMatchObject({ recruitment: "recruiting", closedAt: null });
    expect(reopened.study.statusConfirmedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await contentVersion()).toBe(before! + 2);
    expect((await auditEntries("study_closed")).length).toBe(1);
    expect((await auditEntries("study_reopened")).length).toBe(1);
  });

  it("adds a study (admins), which shows nowhere until a version is published", async () => {
    // Its NCT number is looked up in the registry (which has no such record here).
    useClinicalTrialsStandIn();
    expect((await api(coordinator, "", "POST", { code: "NEW-HF", nct: null, category: "cardiology" })).status).toBe(403);
    expect((await api(admin, "", "POST", { code: "NEW-HF", nct: "12345", category: "cardiology" })).status).toBe(400);
    const created = await api(admin, "", "POST", { code: "new-hf", nct: "nct01234567", category: "cardiology" });
    expect(created.status).toBe(201);
    const detail = await created.json<StudyDetailDto>();
    expect(detail.study).toMatchObject({ code: "NEW-HF", slug: "new-hf", nct: "NCT01234567", publishedNumber: null, pending: null });
    expect(detail.versions).toEqual([]);
    expect((await api(admin, "", "POST", { code: "NEW-HF", nct: null, category: "cardiology" })).status).toBe(409);
    expect((await published("en")).map((study) => study.code)).not.toContain("NEW-HF");
  });
});
