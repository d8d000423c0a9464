import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { StudyDetailDto } from "../../../../../contract/studyEditor";
import {
  approveStudyVersion,
  fetchStudy,
  importStudyRegistry,
  markRegistryReviewed,
  publishStudyVersion,
  saveStudyDraft,
} from "../../../../api/studies";
import { PageMeta } from "../../../../shell/PageMeta";
import { buttonStyles, compactButton, linkStyles } from "../../../../ui/styles";
import { sessionEnded, storedToken, useStaffSession } from "../../session";
import { RegistryCard } from "./RegistryCard";
import { StudyAdminActions } from "./StudyAdminActions";
import { StudyHeader } from "./StudyHeader";
import { useStudyChange } from "./useStudyChange";
import { VersionCard } from "./VersionCard";
import { VersionCompare } from "./VersionCompare";
import { VersionEditor } from "./VersionEditor";

export async function loader({ request, params }: LoaderFunctionArgs): Promise<StudyDetailDto> {
  return fetchStudy(storedToken(), Number(params.id), request.signal).catch(sessionEnded);
}

/** /admin/studies/:id: one study's versions, the draft being written, approvals, publishing and closing. */
export default function StudyEditorPage() {
  const { t } = useLingui();
  const { study, versions } = useLoaderData() as StudyDetailDto;
  const { token, me } = useStaffSession();
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);
  const admin = me.role === "admin";
  const published = versions.find((version) => version.state === "published");
  const newest = versions[0];

  const { change, act } = useStudyChange();
  const compared = versions.find((version) => version.id === comparing);

  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <PageMeta title={t`Study ${study.code}`} description={t`The study's text versions, approvals and publishing.`} noIndex />
      <p>
        <Link to="/admin/studies" className={linkStyles.inline}>
          <Trans>All studies</Trans>
        </Link>
      </p>
      <StudyHeader study={study} />
      <div className="flex flex-wrap gap-2">
        {editing ? null : (
          <button type="button" onClick={() => setEditing(true)} className={`${buttonStyles.primary} ${compactButton}`}>
            {newest?.state === "draft" ? <Trans>Edit the draft</Trans> : <Trans>Write a new draft</Trans>}
          </button>
        )}
        {admin ? <StudyAdminActions study={study} act={act} /> : null}
      </div>
      <RegistryCard
        study={study}
        admin={admin}
        onImport={() => void act(() => importStudyRegistry(token, study.id), t`The ClinicalTrials.gov record was read.`)}
        onReviewed={() => void act(() => markRegistryReviewed(token, study.id), t`Marked as reviewed.`)}
      />
      {editing ? (
        <section aria-labelledby="draft-heading" className="rounded-xl border border-brand-200 bg-white p-4">
          <h2 id="draft-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {newest?.state === "draft" ? <Trans>Draft (version {newest.number})</Trans> : <Trans>New draft</Trans>}
          </h2>
          <VersionEditor
            from={newest ?? null}
            onCancel={() => setEditing(false)}
            onSave={async (draft) => {
              const problem = await change(
                () => saveStudyDraft(token, study.id, draft),
                t`The draft was saved. Visitors still see the published version.`,
              );
              if (!problem) setEditing(false);
              return problem;
            }}
          />
        </section>
      ) : null}
      {compared && published ? (
        <section aria-label={t`Comparison`} className="rounded-xl border border-slate-200 bg-white p-4">
          <VersionCompare older={published} newer={compared} />
          <button type="button" onClick={() => setComparing(null)} className={`${buttonStyles.ghost} ${compactButton} mt-2`}>
            <Trans>Close the comparison</Trans>
          </button>
        </section>
      ) : null}
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Versions</Trans>
        </h2>
        {versions.length === 0 ? (
          <p className="mt-2 text-slate-700">
            <Trans>No text yet. Write the first draft in both languages.</Trans>
          </p>
        ) : (
          <ol className="mt-3 space-y-4">
            {versions.map((version) => (
              <VersionCard
                key={version.id}
                version={version}
                admin={admin}
                onCompare={published && published.id !== version.id ? () => setComparing(version.id) : undefined}
                onApprove={(input) => change(() => approveStudyVersion(token, study.id, version.id, input), t`The approval was recorded.`)}
                onPublish={() =>
                  void act(
                    () => publishStudyVersion(token, study.id, version.id),
                    t`Version ${version.number} is published. The site shows it within a minute, in both languages.`,
                  )
                }
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
