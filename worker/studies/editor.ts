/**
 * What the staff's study editor does to the data (docs/studies.md): drafts, the ethics board's approval,
 * publishing, closing. Every change visitors may see raises the content version in the same batch, so the
 * pages' edge-cache keys change with it.
 */
import { and, desc, eq, isNull, max } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { localDayOf } from "../../contract/businessTime";
import type { NewStudyInput, StudyApprovalInput, StudyDraftInput, StudyTextProblem } from "../../contract/studyEditor";
import { studyTextProblems } from "../../contract/studyTextCheck";
import { studies, studyVersions } from "../db/schema";
import { bumpContentVersion } from "./store";
import { forgetContentVersion } from "./contentVersion";
import { contentHashOf, versionContentOf } from "./versionContent";

/** The image a new study shows until it has its own (public/images/studies/). */
export const DEFAULT_STUDY_IMAGE = "/images/studies/study.svg";

export type EditorResult<T = void> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 404 | 409 | 422;
      code: "not_found" | "conflict" | "text_rules" | "version_changed";
      message: string;
      problems?: StudyTextProblem[];
    };

const versionChanged = {
  ok: false,
  status: 409,
  code: "version_changed",
  message: "The words changed after you read them. Reload the version and read the new words before approving.",
} as const;

const notFound = { ok: false, status: 404, code: "not_found", message: "No study or version has that id." } as const;

/** A new study (a code, a category) with no text yet: it shows nowhere until a version is published. */
export async function createStudy(db: DrizzleD1Database, input: NewStudyInput & { featured: boolean }, today: string) {
  const [taken] = await db.select({ id: studies.id }).from(studies).where(eq(studies.code, input.code!));
  if (taken) return { ok: false, status: 409, code: "conflict", message: "A study already has that code." } as const;
  if (input.nct) {
    const [sameRecord] = await db.select({ id: studies.id }).from(studies).where(eq(studies.nct, input.nct));
    if (sameRecord) return { ok: false, status: 409, code: "conflict", message: "A study already has that NCT number." } as const;
  }
  const [row] = await db
    .insert(studies)
    .values({
      code: input.code!,
      slug: input.code!.toLowerCase(),
      nct: input.nct,
      category: input.category!,
      image: DEFAULT_STUDY_IMAGE,
      featured: input.featured,
      statusConfirmedOn: today,
    })
    .returning({ id: studies.id });
  return { ok: true, value: row!.id } as const;
}

/**
 * Saves the words of a draft: the study's newest version while it is unapproved, else a new version. An
 * approved version is never changed (the database refuses it too).
 */
export async function saveDraft(
  db: DrizzleD1Database,
  studyId: number,
  input: StudyDraftInput,
  actorId: number,
): Promise<EditorResult<number>> {
  const [study] = await db.select({ id: studies.id }).from(studies).where(eq(studies.id, studyId));
  if (!study) return notFound;
  const at = new Date().toISOString();
  const [latest] = await db
    .select({ id: studyVersions.id, approvedAt: studyVersions.approvedAt, questionnaire: studyVersions.questionnaire })
    .from(studyVersions)
    .where(eq(studyVersions.studyId, studyId))
    .orderBy(desc(studyVersions.number))
    .limit(1);
  const values = {
    design: JSON.stringify(input.design),
    textEn: JSON.stringify(input.en),
    textEs: JSON.stringify(input.es),
    // Absent: the questions stay as the newest version has them (a new version carries them over).
    questionnaire:
      input.questionnaire === undefined ? (latest?.questionnaire ?? null) : input.questionnaire && JSON.stringify(input.questionnaire),
    updatedAt: at,
    updatedBy: actorId,
  };
  if (latest && latest.approvedAt === null) {
    const updated = await db
      .update(studyVersions)
      .set(values)
      .where(and(eq(studyVersions.id, latest.id), isNull(studyVersions.approvedAt)))
      .returning({ id: studyVersions.id });
    if (updated.length === 0)
      return { ok: false, status: 409, code: "conflict", message: "This version was approved meanwhile. Reload it." };
    return { ok: true, value: latest.id };
  }
  const [next] = await db
    .select({ number: max(studyVersions.number) })
    .from(studyVersions)
    .where(eq(studyVersions.studyId, studyId));
  const [row] = await db
    .insert(studyVersions)
    .values({ ...values, studyId, number: (next?.number ?? 0) + 1, createdBy: actorId, createdAt: at })
    .returning({ id: studyVersions.id });
  return { ok: true, value: row!.id };
}

async function versionOf(db: DrizzleD1Database, studyId: number, versionId: number) {
  const [version] = await db
    .select()
    .from(studyVersions)
    .where(and(eq(studyVersions.id, versionId), eq(studyVersions.studyId, studyId)));
  return version;
}

/**
 * Records the ethics board's approval of exactly this version's words. Words that break a reading-level or
 * phrase rule are approved only with the admin's reason, which is kept with the approval.
 */
export async function approveVersion(
  db: DrizzleD1Database,
  studyId: number,
  versionId: number,
  input: StudyApprovalInput,
  actorId: number,
): Promise<EditorResult> {
  const version = await versionOf(db, studyId, versionId);
  if (!version) return notFound;
  if (version.approvedAt) return { ok: false, status: 409, code: "conflict", message: "This version is already approved." };
  // The hash, the rules and the approval all read this one row; the update below holds only if it is unchanged.
  const content = versionContentOf(version);
  if ((await contentHashOf(content)) !== input.contentHash) return versionChanged;
  const problems = studyTextProblems({ ...content.text, questionnaire: content.questionnaire });
  const override = input.override?.trim() || null;
  if (problems.length > 0 && !override)
    return {
      ok: false,
      status: 422,
      code: "text_rules",
      message: "Some words break a reading-level or phrase rule: fix them, or record why the ethics board approved them.",
      problems,
    };
  const approved = await db
    .update(studyVersions)
    .set({
      approvedAt: new Date().toISOString(),
      approvedBy: actorId,
      approvalReference: input.reference,
      approvalDate: input.date,
      approvalOverride: problems.length > 0 ? override : null,
    })
    .where(
      and(
        eq(studyVersions.id, versionId),
        isNull(studyVersions.approvedAt),
        version.updatedAt === null ? isNull(studyVersions.updatedAt) : eq(studyVersions.updatedAt, version.updatedAt),
      ),
    )
    .returning({ id: studyVersions.id });
  if (approved.length === 0) {
    const now = await versionOf(db, studyId, versionId);
    return now?.approvedAt ? { ok: false, status: 409, code: "conflict", message: "This version is already approved." } : versionChanged;
  }
  return { ok: true, value: undefined };
}

/** Makes an approved version the one visitors see, in both languages, everywhere within a minute. */
export async function publishVersion(db: DrizzleD1Database, studyId: number, versionId: number, actorId: number): Promise<EditorResult> {
  const version = await versionOf(db, studyId, versionId);
  if (!version) return notFound;
  if (!version.approvedAt)
    return { ok: false, status: 409, code: "conflict", message: "Only a version the ethics board approved can be published." };
  const at = new Date().toISOString();
  await db.batch([
    db.update(studyVersions).set({ publishedAt: at, publishedBy: actorId }).where(eq(studyVersions.id, versionId)),
    db.update(studies).set({ publishedVersionId: versionId, updatedAt: at }).where(eq(studies.id, studyId)),
    bumpContentVersion(db, at),
  ]);
  forgetContentVersion();
  return { ok: true, value: undefined };
}

/** Closing takes the study off the lists at once; its page says it no longer enrolls. Reopening undoes it. */
export async function setRecruitment(db: DrizzleD1Database, studyId: number, open: boolean, actorId: number): Promise<EditorResult> {
  const at = new Date().toISOString();
  const changed = await db.batch([
    db
      .update(studies)
      .set(
        open
          ? { recruitment: "recruiting", closedAt: null, closedBy: null, statusConfirmedOn: localDayOf(new Date()), updatedAt: at }
          : { recruitment: "closed", closedAt: at, closedBy: actorId, updatedAt: at },
      )
      .where(and(eq(studies.id, studyId), eq(studies.recruitment, open ? "closed" : "recruiting")))
      .returning({ id: studies.id }),
    bumpContentVersion(db, at),
  ]);
  if (changed[0].length === 0) {
    const [exists] = await db.select({ id: studies.id }).from(studies).where(eq(studies.id, studyId));
    return exists
      ? { ok: false, status: 409, code: "conflict", message: open ? "The study is already open." : "The study is already closed." }
      : notFound;
  }
  forgetContentVersion();
  return { ok: true, value: undefined };
}

/** Featured on Home, and the day the clinic confirmed again that it recruits here. */
export async function changeSettings(
  db: DrizzleD1Database,
  studyId: number,
  settings: { featured?: boolean; statusConfirmedOn?: string },
): Promise<EditorResult> {
  const at = new Date().toISOString();
  const [changed] = await db.batch([
    db
      .update(studies)
      .set({ ...settings, updatedAt: at })
      .where(eq(studies.id, studyId))
      .returning({ id: studies.id }),
    bumpContentVersion(db, at),
  ]);
  if (changed.length === 0) return notFound;
  forgetContentVersion();
  return { ok: true, value: undefined };
}

/** The admin read the registry's changes to a study: its review note goes. The study's id, or null when none has it. */
export async function dismissRegistryReview(db: DrizzleD1Database, studyId: number): Promise<number | null> {
  const [dismissed] = await db.update(studies).set({ registryReview: null }).where(eq(studies.id, studyId)).returning({ id: studies.id });
  return dismissed?.id ?? null;
}
