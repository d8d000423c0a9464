/**
 * An approval holds only for the words the admin read (issue #34): a version's contentHash names its design,
 * words and questions; a draft saved after the admin opened it makes the old hash stale (409 version_changed),
 * and every change to a study's draft or settings is in the audit log.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../contract/errors";
import type { StudyDetailDto, StudyDraftInput } from "../../contract/studyEditor";
import { auditEntries, authed, createAdmin, postJson, type LoginResultDto, API } from "./helpers";

const api = (token: string, path: string, method = "GET", body?: unknown) =>
  SELF.fetch(
    `${API}/studies/admin${path}`,
    authed(token, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    }),
  );

async function signIn(role: "admin" | "coordinator", displayName: string): Promise<{ token: string; id: number }> {
  const credentials = await createAdmin();
  await env.DB.prepare("UPDATE admins SET role = ?, display_name = ? WHERE username = ?")
    .bind(role, displayName, credentials.username)
    .run();
  const { token } = await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>();
  const row = await env.DB.prepare("SELECT id FROM admins WHERE username = ?").bind(credentials.username).first<{ id: number }>();
  return { token, id: row!.id };
}

let admin = { token: "", id: 0 };
let coordinator = { token: "", id: 0 };
let studyId = 0;
let words: StudyDraftInput;
beforeAll(async () => {
  admin = await signIn("admin", "Ana Admin");
  coordinator = await signIn("coordinator", "Carlos Coordinator");
  const created = await api(admin.token, "", "POST", {
    code: `HASH-${crypto.randomUUID().slice(0, 6)}`,
    nct: null,
    category: "cardiology",
  });
  studyId = (await created.json<StudyDetailDto>()).study.id;
  const seeded = (await (await api(admin.token, "/1")).json<StudyDetailDto>()).versions[0]!;
  words = { design: seeded.design, en: seeded.text.en, es: seeded.text.es, questionnaire: seeded.questionnaire };
});

const newest = async () => (await (await api(admin.token, `/${studyId}`)).json<StudyDetailDto>()).versions[0]!;
const approve = (versionId: number, body: Record<string, unknown>) =>
  api(admin.token, `/${studyId}/versions/${versionId}/approve`, "POST", { reference: "IRB-H-1", date: "2026-11-20", ...body });

describe("approving exactly the words the admin read", () => {
  it("refuses an approval whose words changed after the admin opened them, and publishes nothing unreviewed", async () => {
    expect((await api(coordinator.token, `/${studyId}/draft`, "PUT", words)).status).toBe(200);
    const read = await newest();
    expect(read.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(read.updatedBy).toBe("Carlos Coordinator");

    // The coordinator changes the words after the admin opened the version.
    const changed = structuredClone(words);
    changed.en.summary = `${changed.en.summary} Changed after the admin read it.`;
    expect((await api(coordinator.token, `/${studyId}/draft`, "PUT", changed)).status).toBe(200);
    const now = await newest();
    expect(now.id).toBe(read.id);
    expect(now.contentHash).not.toBe(read.contentHash);

    const stale = await approve(read.id, { contentHash: read.contentHash });
    expect(stale.status).toBe(409);
    expect((await stale.json<ErrorBody>()).error.code).toBe("version_changed");
    expect((await newest()).approval).toBeNull();
    expect((await api(admin.token, `/${studyId}/versions/${read.id}/publish`, "POST")).status).toBe(409);

    // Without the hash there is no approval at all.
    const missing = await approve(read.id, {});
    expect(missing.status).toBe(400);
    expect((await newest()).approval).toBeNull();

    // The words the admin now reads can be approved; the version says who changed them last.
    expect((await approve(read.id, { contentHash: now.contentHash })).status).toBe(200);
    const approved = await newest();
    expect(approved.approval?.by).toBe("Ana Admin");
    expect(approved.text.en.summary).toContain("Changed after the admin read it.");
  });

  it("approves only the words read when a save and the approval arrive at the same moment", async () => {
    for (let round = 0; round < 6; round += 1) {
      // Each round starts from a fresh draft of the words the admin reads.
      const read = words;
      expect((await api(coordinator.token, `/${studyId}/draft`, "PUT", read)).status).toBe(200);
      const opened = await newest();
      const changed = structuredClone(read);
      changed.en.summary = `${changed.en.summary} Race ${round}.`;
      const [saved, approved] = await Promise.all([
        api(coordinator.token, `/${studyId}/draft`, "PUT", changed),
        approve(opened.id, { contentHash: opened.contentHash }),
      ]);
      expect([200, 409]).toContain(saved.status);
      expect([200, 409]).toContain(approved.status);
      const versions = (await (await api(admin.token, `/${studyId}`)).json<StudyDetailDto>()).versions;
      // Whatever won, an approved version holds exactly the words the admin read, never the coordinator's new ones.
      for (const version of versions.filter((v) => v.approval !== null)) {
        expect(version.text.en.summary).not.toContain(`Race ${round}.`);
      }
      if (approved.status === 200) expect(versions.find((v) => v.id === opened.id)!.contentHash).toBe(opened.contentHash);
      else expect((await approved.json<ErrorBody>()).error.code).toBe("version_changed");
    }
  });

  it("keeps the same hash for the same words (saving again changes nothing the admin must reread)", async () => {
    expect((await api(coordinator.token, `/${studyId}/draft`, "PUT", words)).status).toBe(200);
    const first = await newest();
    expect((await api(coordinator.token, `/${studyId}/draft`, "PUT", words)).status).toBe(200);
    expect((await newest()).contentHash).toBe(first.contentHash);
  });

  it("audits every draft save with its editor, settings changes and a dismissed registry review", async () => {
    const before = (await auditEntries("study_draft_saved")).length;
    expect((await api(coordinator.token, `/${studyId}/draft`, "PUT", words)).status).toBe(200);
    const saved = (await auditEntries("study_draft_saved")).slice(before);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ actor_id: coordinator.id, target_type: "study", target_id: String(studyId) });

    expect((await api(admin.token, `/${studyId}`, "PATCH", { featured: true, statusConfirmedOn: "2026-11-24" })).status).toBe(200);
    const settings = (await auditEntries("study_settings_changed")).at(-1)!;
    expect(settings).toMatchObject({ actor_id: admin.id, target_id: String(studyId) });
    expect(JSON.parse(String(settings.detail))).toEqual({ featured: "yes", statusConfirmedOn: "2026-11-24" });

    await env.DB.prepare("UPDATE studies SET registry_review = ? WHERE id = ?").bind('{"kind":"not_recruiting"}', studyId).run();
    expect((await api(admin.token, `/${studyId}/registry/reviewed`, "POST")).status).toBe(200);
    expect((await auditEntries("study_registry_reviewed")).at(-1)).toMatchObject({ actor_id: admin.id, target_id: String(studyId) });
  });
});
