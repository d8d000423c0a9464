import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  Link,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { localDayOf } from "../../../../../contract/businessTime";
import type { StudyApprovalInput, StudyDetailDto, StudyDraftInput } from "../../../../../contract/studyEditor";
import { describeError } from "../../../../api/errorText";
import {
  approveStudyVersion,
  changeStudySettings,
  fetchStudy,
  importStudyRegistry,
  markRegistryReviewed,
  publishStudyVersion,
  saveStudyDraft,
  setStudyRecruitment,
} from "../../../../api/studies";
import { PageMeta } from "../../../../shell/PageMeta";
import { notify } from "../../../../ui/notify";
import { buttonStyles, compactButton, linkStyles } from "../../../../ui/styles";
import { useStaffSession } from "../../session";
import {
  changedByAction,
  readSubmission,
  refused,
  text,
  unknownIntent,
  useAnswered,
  type Answer,
  type StaffData,
} from "../../staffActions";
import { RegistryCard } from "./RegistryCard";
import { StudyAdminActions } from "./StudyAdminActions";
import { StudyHeader } from "./StudyHeader";
import { VersionCard } from "./VersionCard";
import { VersionCompare } from "./VersionCompare";
import { VersionEditor } from "./VersionEditor";

export async function loader({ request, params }: LoaderFunctionArgs): Promise<StudyDetailDto> {
  return fetchStudy(Number(params.id), request.signal);
}

/**
 * Every change to one study: its draft, the ethics board's approval of a version, publishing it, featuring it
 * on Home, confirming it still recruits, closing or reopening it, and its ClinicalTrials.gov record.
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<Answer> {
  const id = Number(params.id);
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  const changed: StaffData[] = ["study"];
  try {
    switch (intent) {
      case "save-draft":
        await saveStudyDraft(id, fields.draft as StudyDraftInput);
        return { intent, changed, done: msg`The draft was saved. Visitors still see the published version.` };
      case "approve":
        await approveStudyVersion(id, Number(fields.versionId), fields.approval as StudyApprovalInput);
        return { intent, changed, done: msg`The approval was recorded.` };
      case "publish": {
        const version = { number: Number(fields.versionNumber) };
        await publishStudyVersion(id, Number(fields.versionId));
        return {
          intent,
          changed,
          done: msg`Version ${version.number} is published. The site shows it within a minute, in both languages.`,
        };
      }
      case "feature":
      case "stop-featuring":
        await changeStudySettings(id, { featured: intent === "feature" });
        return { intent, changed, done: msg`Home's featured studies were changed.` };
      case "confirm-recruiting":
        await changeStudySettings(id, { statusConfirmedOn: localDayOf(new Date()) });
        return { intent, changed, done: msg`The status was confirmed today.` };
      case "close":
      case "reopen":
        await setStudyRecruitment(id, intent === "reopen");
        return {
          intent,
          changed,
          done: intent === "close" ? msg`The study was closed: it left the lists.` : msg`The study is open again.`,
        };
      case "import-registry":
        await importStudyRegistry(id);
        return { intent, changed, done: msg`The ClinicalTrials.gov record was read.` };
      case "registry-reviewed":
        await markRegistryReviewed(id);
        return { intent, changed, done: msg`Marked as reviewed.` };
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "study") ?? args.defaultShouldRevalidate;

/** /admin/studies/:id: one study's versions, the draft being written, approvals, publishing and closing. */
export function Component() {
  const { t, i18n } = useLingui();
  const { study, versions } = useLoaderData() as StudyDetailDto;
  const { me } = useStaffSession();
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);
  const admin = me.role === "admin";
  const published = versions.find((version) => version.state === "published");
  const newest = versions[0];
  const compared = versions.find((version) => version.id === comparing);

  // The buttons' changes (a form's are answered beside it): each announced, or its problem in a notification.
  const changes = useFetcher<Answer>();
  const act = (intent: string, fields: Record<string, string> = {}) => void changes.submit({ intent, ...fields }, { method: "post" });
  useAnswered(changes, (answer) =>
    notify(
      answer.done
        ? { type: "success", title: t`Saved`, description: i18n._(answer.done) }
        : { type: "error", title: t`Error`, description: describeError(answer.failure, i18n) },
    ),
  );

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
      <RegistryCard study={study} admin={admin} onImport={() => act("import-registry")} onReviewed={() => act("registry-reviewed")} />
      {editing ? (
        <section aria-labelledby="draft-heading" className="rounded-xl border border-brand-200 bg-white p-4">
          <h2 id="draft-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {newest?.state === "draft" ? <Trans>Draft (version {newest.number})</Trans> : <Trans>New draft</Trans>}
          </h2>
          <VersionEditor from={newest ?? null} onDone={() => setEditing(false)} />
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
                onPublish={() => act("publish", { versionId: String(version.id), versionNumber: String(version.number) })}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
