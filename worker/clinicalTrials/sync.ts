import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { clinicDayOf } from "../../contract/enrollment";
import { completionDatePassed, recruitingHere, type RegistryReview, type RegistrySection } from "../../contract/registry";
import { studies } from "../db/schema";
import { bumpContentVersion } from "../studies/store";
import { forgetContentVersion } from "../studies/contentVersion";
import { fetchRegistrySection, type RegistryAnswer } from "./client";

/** The section as the pages show it, without when it was read (a re-read alone changes no page). */
const visiblePart = ({ fetchedAt: _fetchedAt, ...rest }: RegistrySection) => JSON.stringify(rest);

export type SyncOutcome =
  | { kind: "failed"; reason: Exclude<RegistryAnswer, { ok: true }>["reason"] }
  | { kind: "updated"; closed: boolean; review: RegistryReview | null };

/**
 * Reads a study's record and stores its section. With `closeWhenNotRecruiting` (the nightly check), a
 * study the registry says no longer recruits here is closed; a changed eligibility text is flagged. A
 * failed read changes nothing but the failure count: the registry being down never unpublishes a study.
 */
export async function syncFromClinicalTrials(
  env: Env,
  db: DrizzleD1Database,
  study: { id: number; nct: string; registry: string | null; registryReview: string | null },
  options: { closeWhenNotRecruiting: boolean; now?: Date; retryDelayMs?: number },
): Promise<SyncOutcome> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const answer = await fetchRegistrySection(env, study.nct, now, options.retryDelayMs);
  if (!answer.ok) {
    await db
      .update(studies)
      .set({ registryFailures: sql`${studies.registryFailures} + 1`, registryCheckedAt: at })
      .where(eq(studies.id, study.id));
    return { kind: "failed", reason: answer.reason };
  }
  const section = answer.section;
  const previous = study.registry ? (JSON.parse(study.registry) as RegistrySection) : null;
  const pending = (study.registryReview as RegistryReview | null) ?? null;
  // A completion date in the past is flagged when it first is (a new record, a changed date, or the day it
  // passes), and stays flagged until an admin marks it reviewed, or the registry moves the date ahead again.
  const ended = completionDatePassed(section, clinicDayOf(now));
  const endedBefore =
    previous !== null &&
    (previous.primaryCompletionDate ?? null) === (section.primaryCompletionDate ?? null) &&
    (previous.completionDate ?? null) === (section.completionDate ?? null) &&
    completionDatePassed(previous, clinicDayOf(new Date(previous.fetchedAt)));
  const review: RegistryReview | null =
    previous && previous.eligibility.criteria !== section.eligibility.criteria
      ? "eligibility_changed"
      : ended && (!endedBefore || pending === "completion_date_passed")
        ? "completion_date_passed"
        : section.site === null
          ? "site_not_listed"
          : pending === "completion_date_passed"
            ? null
            : pending;
  const close = options.closeWhenNotRecruiting && !recruitingHere(section);
  const visibleChange = close || !previous || visiblePart(previous) !== visiblePart(section);
  await db.batch([
    db
      .update(studies)
      .set({
        registry: JSON.stringify(section),
        registryCheckedAt: at,
        registryFailures: 0,
        registryReview: review,
        updatedAt: at,
        ...(close ? { recruitment: "closed" as const, closedAt: at, closedBy: null } : {}),
      })
      .where(eq(studies.id, study.id)),
    ...(visibleChange ? [bumpContentVersion(db, at)] : []),
  ]);
  if (visibleChange) forgetContentVersion();
  return { kind: "updated", closed: close, review };
}

/** The studies the nightly check reads: published, still recruiting here, with an NCT number. */
export function studiesToCheck(db: DrizzleD1Database) {
  return db
    .select({ id: studies.id, code: studies.code, nct: studies.nct, registry: studies.registry, registryReview: studies.registryReview })
    .from(studies)
    .where(and(isNotNull(studies.nct), isNotNull(studies.publishedVersionId), eq(studies.recruitment, "recruiting")))
    .all();
}
