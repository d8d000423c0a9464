import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublishedStudiesDto } from "../../contract/studies";
import type { StudyDetailDto, StudyListDto } from "../../contract/studyEditor";
import { runRegistryCheck } from "../../worker/jobs/registryCheck";
import { forgetContentVersion } from "../../worker/studies/contentVersion";
import { authed, fetchWithBindings, loginAsNewAdmin, recordingEmail, useClinicalTrialsStandIn, type ErrorBody, API } from "./helpers";

let standIn: ReturnType<typeof useClinicalTrialsStandIn>;
let admin = "";
beforeAll(async () => {
  admin = await loginAsNewAdmin("admin");
});
beforeEach(() => {
  vi.restoreAllMocks();
  forgetContentVersion();
});

function useRegistry() {
  standIn = useClinicalTrialsStandIn();
  return standIn;
}

const api = (path: string, method = "GET", body?: unknown) =>
  SELF.fetch(
    `${API}/studies/admin${path}`,
    authed(admin, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    }),
  );
const studyRow = (code: string) =>
  env.DB.prepare("SELECT recruitment, registry_review, registry_failures, registry FROM studies WHERE code = ?")
    .bind(code)
    .first<{ recruitment: string; registry_review: string | null; registry_failures: number; registry: string | null }>();
const contentVersion = () => env.DB.prepare("SELECT version FROM site_content WHERE id = 1").first<number>("version");
const withEmail = () => {
  const email = recordingEmail();
  return { email, env: { ...env, EMAIL: email.binding, STAFF_NOTIFY_TO: "team@example.com", STAFF_NOTIFY_FROM: "website@example.com" } };
};

describe("importing a study's record from ClinicalTrials.gov (API v2)", () => {
  it("reads the record by NCT number into the study's registry section, this clinic's location included, and the page shows it", async () => {
    useRegistry();
    const before = await contentVersion();
    const res = await api("/1/registry", "POST");
    expect(res.status).toBe(200);
    const { study } = await res.json<StudyDetailDto>();
    expect(study.registry.section).toMatchObject({
      nct: "NCT06033950",
      overallStatus: "RECRUITING",
      phases: ["PHASE3"],
      sponsor: "Bayer",
      eligibility: { minimumAge: "18 Years", sex: "ALL", healthyVolunteers: false },
      site: { facility: "Frontera Community Research", status: "RECRUITING", zip: "92251" },
      lastUpdatePosted: "2025-09-10",
      primaryCompletionDate: "2026-06",
      completionDate: "2026-08",
    });
    // Those (estimated) dates have passed: the editor asks an admin to check whether it still recruits.
    expect(study.registry.review).toBe("completion_date_passed");
    expect(study.registry.section?.eligibility.criteria).toContain("Inclusion Criteria:");
    expect(study.registry.failures).toBe(0);
    expect(await contentVersion()).toBe(before! + 1);
    expect(standIn.state.requests).toBe(1);

    const published = await (await SELF.fetch(`${API}/studies?lang=es`)).json<PublishedStudiesDto>();
    const registry = published.studies.find((s) => s.code === "FINALITY-HF")?.registry;
    expect(registry).toMatchObject({ updatedOn: "2025-09-10", conditions: ["Heart Failure With Reduced Ejection Fraction"] });
    expect(registry).not.toHaveProperty("site");
    forgetContentVersion();
    const kit = {
      build: "b",
      template:
        '<html lang="en"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"><!--shell--><!--/shell--></div></body></html>',
      preloads: {},
    };
    const assets = { fetch: async () => Response.json(kit) } as unknown as Fetcher;
    const html = await (await fetchWithBindings("/es/studies/finality-hf", {}, { ASSETS: assets })).text();
    expect(html).toContain("De ClinicalTrials.gov, actualizado el 10 de septiembre de 2025");
  });

  it("says so when the registry has no such record, or when a study has no NCT number", async () => {
    useRegistry();
    const created = await (await api("", "POST", { code: "NOREC-HF", nct: "NCT09999999", category: "cardiology" })).json<StudyDetailDto>();
    expect(created.study.registry.section).toBeNull();
    const res = await api(`/${created.study.id}/registry`, "POST");
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.code).toBe("registry_not_found");
    const bare = await (await api("", "POST", { code: "BARE-HF", nct: null, category: "cardiology" })).json<StudyDetailDto>();
    expect((await api(`/${bare.study.id}/registry`, "POST")).status).toBe(409);
  });

  it("imports the record when a study is added with its NCT number", async () => {
    useRegistry();
    // A record of the stand-in whose study is not in the database yet: free the NCT number first.
    await env.DB.prepare("UPDATE studies SET nct = NULL WHERE code = 'CONFIRMATION-HF'").run();
    const created = await (await api("", "POST", { code: "CONF-COPY", nct: "NCT06024746", category: "cardiology" })).json<StudyDetailDto>();
    expect(created.study.registry.section?.briefTitle).toMatch(/Finerenone and Empagliflozin/);
    // One study per NCT number: a second one with it is refused.
    const twice = await api("", "POST", { code: "CONF-TWICE", nct: "NCT06024746", category: "cardiology" });
    expect(twice.status).toBe(409);
    await env.DB.prepare("UPDATE studies SET nct = NULL WHERE code = 'CONF-COPY'").run();
    await env.DB.prepare("UPDATE studies SET nct = 'NCT06024746' WHERE code = 'CONFIRMATION-HF'").run();
  });
});

describe("the nightly registry check", () => {
  it("closes a study whose site stops recruiting, flags changed eligibility, and e-mails the team study codes only", async () => {
    useRegistry();
    // Completion dates still ahead: this test is about the site's status and the eligibility text (the next about dates).
    for (const nct of ["NCT06033950", "NCT06008197", "NCT06024746"]) standIn.setCompletionDates(nct, "2099-06", "2099-08");
    const first = withEmail();
    expect(await runRegistryCheck(first.env, new Date(), 1)).toEqual({ closed: [], review: [], ended: [], failing: [] });
    expect(first.email.sent).toHaveLength(0);
    const before = await contentVersion();

    standIn.setSiteStatus("NCT06033950", "COMPLETED");
    standIn.setEligibility("NCT06008197", "Inclusion Criteria:\n\n* Participants aged 40 years or older");
    for (const nct of ["NCT06033950", "NCT06008197", "NCT06024746"]) standIn.setCompletionDates(nct, "2099-06", "2099-08");
    const second = withEmail();
    expect(await runRegistryCheck(second.env, new Date(), 1)).toEqual({
      closed: ["FINALITY-HF"],
      review: ["REDEFINE-HF"],
      ended: [],
      failing: [],
    });
    expect((await studyRow("FINALITY-HF"))?.recruitment).toBe("closed");
    expect(await studyRow("REDEFINE-HF")).toMatchObject({ recruitment: "recruiting", registry_review: "eligibility_changed" });
    expect(await contentVersion()).toBeGreaterThan(before!);
    const published = await (await SELF.fetch(`${API}/studies?lang=en`)).json<PublishedStudiesDto>();
    expect(published.studies.map((s) => s.code)).not.toContain("FINALITY-HF");
    const [mail] = second.email.sent;
    expect(mail?.subject).toBe("Studies: the nightly ClinicalTrials.gov check");
    expect(mail?.text).toContain("no longer recruit here: FINALITY-HF.");
    expect(mail?.text).toContain("please review the study page: REDEFINE-HF.");
    expect(mail?.text).not.toMatch(/Coordinator|760|@example\.com/);
  });

  it("never unpublishes anything when the registry is down: it retries, counts the failure and says so", async () => {
    useRegistry();
    await env.DB.prepare(
      "UPDATE studies SET recruitment = 'recruiting', registry_failures = 0 WHERE code IN ('REDEFINE-HF', 'CONFIRMATION-HF')",
    ).run();
    standIn.state.failing = true;
    const run = withEmail();
    const outcome = await runRegistryCheck(run.env, new Date(), 1);
    expect(outcome.closed).toEqual([]);
    expect(outcome.failing).toEqual(expect.arrayContaining(["REDEFINE-HF", "CONFIRMATION-HF"]));
    // Three attempts per study.
    expect(standIn.state.requests).toBe(3 * outcome.failing.length);
    for (const code of ["REDEFINE-HF", "CONFIRMATION-HF"])
      expect(await studyRow(code)).toMatchObject({ recruitment: "recruiting", registry_failures: 1 });
    expect(run.email.sent[0]?.text).toContain("could not be read");
  });

  it("flags a study whose completion date on ClinicalTrials.gov has passed, once, until an admin has reviewed it", async () => {
    useRegistry();
    await env.DB.prepare(
      "UPDATE studies SET recruitment = 'recruiting', closed_at = NULL, registry_review = NULL, registry_failures = 0 WHERE code IN ('FINALITY-HF', 'REDEFINE-HF', 'CONFIRMATION-HF')",
    ).run();
    // The records' own dates (estimated June and August 2026) have passed; first, a registry with dates still ahead.
    const ahead = { NCT06033950: "2099", NCT06008197: "2099-08", NCT06024746: "2099-08-31" };
    for (const [nct, date] of Object.entries(ahead)) standIn.setCompletionDates(nct, date, date);
    const quiet = withEmail();
    expect((await runRegistryCheck(quiet.env, new Date(), 1)).ended).toEqual([]);
    expect(quiet.email.sent.map((mail) => mail.text).join("")).not.toContain("completion date");

    // The sponsor's primary completion date passes for one of them (a month, as the registry often writes it).
    standIn.setCompletionDates("NCT06008197", "2026-06", "2099-08");
    const flagged = withEmail();
    const outcome = await runRegistryCheck(flagged.env, new Date(), 1);
    expect(outcome).toEqual({ closed: [], review: [], ended: ["REDEFINE-HF"], failing: [] });
    const row = await studyRow("REDEFINE-HF");
    expect(row).toMatchObject({ recruitment: "recruiting", registry_review: "completion_date_passed" });
    expect(JSON.parse(row!.registry!)).toMatchObject({ primaryCompletionDate: "2026-06", completionDate: "2099-08" });
    const [mail] = flagged.email.sent;
    expect(mail?.text).toContain("Their completion date on ClinicalTrials.gov has passed, so they may no longer recruit: REDEFINE-HF.");
    expect(mail?.text).not.toMatch(/Coordinator|760|@example\.com/);
    // The editor's list shows the flag.
    const list = await (await api("")).json<StudyListDto>();
    expect(list.studies.find((study) => study.code === "REDEFINE-HF")?.registry.review).toBe("completion_date_passed");

    // Until someone reviews it, each night's e-mail says it again; once reviewed, the same past date is not flagged again.
    expect((await runRegistryCheck(withEmail().env, new Date(), 1)).ended).toEqual(["REDEFINE-HF"]);
    const redefine = list.studies.find((study) => study.code === "REDEFINE-HF")!;
    expect((await api(`/${redefine.id}/registry/reviewed`, "POST")).status).toBe(200);
    const after = withEmail();
    expect((await runRegistryCheck(after.env, new Date(), 1)).ended).toEqual([]);
    expect((await studyRow("REDEFINE-HF"))?.registry_review).toBeNull();
    // A later date in the registry clears a flag nobody reviewed yet; a new past date flags it again.
    standIn.setCompletionDates("NCT06024746", "2025-12-31", "2026-02-28");
    expect((await runRegistryCheck(withEmail().env, new Date(), 1)).ended).toEqual(["CONFIRMATION-HF"]);
    standIn.setCompletionDates("NCT06024746", "2099-12", "2099-12");
    expect((await runRegistryCheck(withEmail().env, new Date(), 1)).ended).toEqual([]);
    expect((await studyRow("CONFIRMATION-HF"))?.registry_review).toBeNull();
  });
});
