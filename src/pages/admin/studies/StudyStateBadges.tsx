import { Trans } from "@lingui/react/macro";
import type { StudySummaryDto } from "../../../../contract/studyEditor";

/**
 * Where a study stands: open or closed on the site, whether its enrolling needs confirming (contract/enrollment.ts)
 * or the registry says it has ended, featured on Home, and a version waiting.
 */
export function StudyStateBadges({ study }: { study: StudySummaryDto }) {
  return (
    <span className="flex flex-wrap gap-1">
      {study.recruitment === "closed" ? (
        <span className="badge bg-slate-200 px-2 py-0.5 text-slate-900">
          <Trans>Closed</Trans>
        </span>
      ) : study.publishedNumber === null ? (
        <span className="badge bg-slate-100 px-2 py-0.5 text-slate-900">
          <Trans>Not on the site yet</Trans>
        </span>
      ) : (
        <span className="badge bg-emerald-100 px-2 py-0.5 text-emerald-950">
          <Trans>On the site</Trans>
        </span>
      )}
      {study.needsConfirming ? (
        <span className="badge bg-amber-100 px-2 py-0.5 text-amber-950" data-testid="needs-confirming">
          <Trans>Confirm it still enrolls: the site no longer says "Now Enrolling"</Trans>
        </span>
      ) : null}
      {study.registry.review === "completion_date_passed" ? (
        <span className="badge bg-amber-100 px-2 py-0.5 text-amber-950">
          <Trans>Registry completion date passed</Trans>
        </span>
      ) : null}
      {study.featured ? (
        <span className="badge bg-sky-100 px-2 py-0.5 text-sky-950">
          <Trans>Featured on Home</Trans>
        </span>
      ) : null}
      {study.pending === "draft" ? (
        <span className="badge bg-amber-100 px-2 py-0.5 text-amber-950">
          <Trans>Draft waiting for approval</Trans>
        </span>
      ) : study.pending === "approved" ? (
        <span className="badge bg-violet-100 px-2 py-0.5 text-violet-950">
          <Trans>Approved, not published</Trans>
        </span>
      ) : null}
    </span>
  );
}
