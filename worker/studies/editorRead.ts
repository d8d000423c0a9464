import { clinicDayOf, needsConfirming } from "../../contract/enrollment";
import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { RegistryReview, RegistrySection } from "../../contract/registry";
import type { StudyDetailDto, StudySummaryDto, StudyVersionDto, StudyVersionState } from "../../contract/studyEditor";
import { studyTextSchema } from "../../contract/studySchemas";
import { admins, studies, studyVersions } from "../db/schema";
import type { StudySettings } from "./store";
import { goneFromOf } from "./publicStudy";
import { contentHashOf, versionContentOf } from "./versionContent";

type StudyRow = typeof studies.$inferSelect;
type VersionRow = typeof studyVersions.$inferSelect;

const stateOf = (version: VersionRow, study: StudyRow): StudyVersionState =>
  version.id === study.publishedVersionId ? "published" : version.approvedAt ? "approved" : "draft";

/** The settings the summaries are read with, and the clinic's local day the confirmation rule is applied on. */
type ReadAt = StudySettings & { today: string };

function summaryOf(study: StudyRow, versions: VersionRow[], { closedPageDays, confirmationDays, today }: ReadAt): StudySummaryDto {
  const published = versions.find((version) => version.id === study.publishedVersionId);
  const newest = versions[0];
  const shown = published ?? newest;
  const pending = newest && newest !== published && newest.number > (published?.number ?? 0) ? stateOf(newest, study) : null;
  return {
    id: study.id,
    code: study.code,
    slug: study.slug,
    nct: study.nct,
    category: study.category,
    image: study.image,
    featured: study.featured,
    recruitment: study.recruitment,
    statusConfirmedOn: study.statusConfirmedOn,
    // The same rule as the public pages' "Now Enrolling" (contract/enrollment.ts): recruiting, confirmed too long ago.
    needsConfirming: needsConfirming(study, today, confirmationDays),
    closedAt: study.closedAt,
    goneFrom: goneFromOf(study.closedAt, closedPageDays),
    title: shown ? studyTextSchema.parse(JSON.parse(shown.textEn)).title : study.code,
    publishedNumber: published?.number ?? null,
    pending,
    registry: {
      section: study.registry ? (JSON.parse(study.registry) as RegistrySection) : null,
      checkedAt: study.registryCheckedAt,
      review: study.registryReview as RegistryReview | null,
      failures: study.registryFailures,
    },
  };
}

/** Every study with its versions' states (the editor's list); no personal data, a handful of rows. */
export async function listStudies(db: DrizzleD1Database, settings: StudySettings, now = new Date()): Promise<StudySummaryDto[]> {
  const [rows, versions] = await db.batch([
    db.select().from(studies).orderBy(asc(studies.id)),
    db.select().from(studyVersions).orderBy(desc(studyVersions.number)),
  ]);
  return rows.map((study) =>
    summaryOf(
      study,
      versions.filter((version) => version.studyId === study.id),
      { ...settings, today: clinicDayOf(now) },
    ),
  );
}

/** One study and all its versions, newest first, with who created, approved and published each. */
export async function studyDetail(
  db: DrizzleD1Database,
  studyId: number,
  settings: StudySettings,
  now = new Date(),
): Promise<StudyDetailDto | null> {
  const creator = alias(admins, "creator");
  const editor = alias(admins, "editor");
  const approver = alias(admins, "approver");
  const publisher = alias(admins, "publisher");
  // Not a batch: D1's batch answers rows keyed by column name, and the three joined names would collide.
  const [[study], rows] = await Promise.all([
    db.select().from(studies).where(eq(studies.id, studyId)),
    db
      .select({
        version: studyVersions,
        creator: creator.displayName,
        editor: editor.displayName,
        approver: approver.displayName,
        publisher: publisher.displayName,
      })
      .from(studyVersions)
      .leftJoin(creator, eq(creator.id, studyVersions.createdBy))
      .leftJoin(editor, eq(editor.id, studyVersions.updatedBy))
      .leftJoin(approver, eq(approver.id, studyVersions.approvedBy))
      .leftJoin(publisher, eq(publisher.id, studyVersions.publishedBy))
      .where(eq(studyVersions.studyId, studyId))
      .orderBy(desc(studyVersions.number)),
  ]);
  if (!study) return null;
  const versions = await Promise.all(
    rows.map(async ({ version, creator: createdBy, editor: updatedBy, approver: approvedBy, publisher: publishedBy }) =>
      versionDto(version, study, { createdBy, updatedBy, approvedBy, publishedBy }),
    ),
  );
  return {
    study: summaryOf(
      study,
      rows.map((row) => row.version),
      { ...settings, today: clinicDayOf(now) },
    ),
    versions,
  };
}

async function versionDto(
  version: VersionRow,
  study: StudyRow,
  names: { createdBy: string | null; updatedBy: string | null; approvedBy: string | null; publishedBy: string | null },
): Promise<StudyVersionDto> {
  const { createdBy, updatedBy, approvedBy, publishedBy } = names;
  const content = versionContentOf(version);
  return {
    id: version.id,
    number: version.number,
    state: stateOf(version, study),
    ...content,
    contentHash: await contentHashOf(content),
    created: { by: createdBy, at: version.createdAt },
    updatedAt: version.updatedAt,
    updatedBy,
    // The seeded versions carry a reference but no date (the wording the site had before this editor).
    approval: version.approvedAt
      ? {
          reference: version.approvalReference ?? "",
          date: version.approvalDate ?? "",
          by: approvedBy,
          at: version.approvedAt,
          override: version.approvalOverride,
        }
      : null,
    published: version.publishedAt ? { by: publishedBy, at: version.publishedAt } : null,
  };
}
