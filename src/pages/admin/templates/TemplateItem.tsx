import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { TemplateDto } from "../../../../contract/messageTemplates";
import { describeError } from "../../../api/errorText";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { useStaffSession } from "../session";
import { useAnswered, type Answer } from "../staffActions";
import { clinicDateTime } from "../timeText";
import { ApprovalForm } from "./ApprovalForm";
import { TemplateForm } from "./TemplateForm";
import { purposeLabels } from "./purposeLabels";

/**
 * One template: its name, kind and approval, its words in both languages (or the form that changes them), and
 * for admins, recording the approval, changing the words and archiving.
 */
export function TemplateItem({
  template,
  editing,
  onEdit,
  onStopEditing,
}: {
  template: TemplateDto;
  editing: boolean;
  onEdit: () => void;
  onStopEditing: () => void;
}) {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const admin = me.role === "admin";
  // Archiving (or using again): the templates' action, answered with a notification.
  const archive = useFetcher<Answer>();
  useAnswered(archive, (answer) =>
    notify(
      answer.done
        ? { type: "success", title: t`Saved`, description: i18n._(answer.done) }
        : { type: "error", title: t`Error`, description: describeError(answer.failure, i18n) },
    ),
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="template">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {template.name}
        {template.firstContact ? (
          <span className="badge bg-sky-100 px-2 py-0.5 text-sm text-sky-950">
            <Trans>First contact</Trans>
          </span>
        ) : null}
        {template.purpose !== "general" ? (
          <span className="badge bg-violet-100 px-2 py-0.5 text-sm text-violet-950">{i18n._(purposeLabels[template.purpose])}</span>
        ) : null}
        {!template.active ? (
          <span className="badge bg-slate-200 px-2 py-0.5 text-sm text-slate-900">
            <Trans>Archived</Trans>
          </span>
        ) : template.approval ? (
          <span className="badge bg-emerald-100 px-2 py-0.5 text-sm text-emerald-950">
            <Trans>Approved</Trans>
          </span>
        ) : (
          <span className="badge bg-amber-100 px-2 py-0.5 text-sm text-amber-950">
            <Trans>Waiting for approval</Trans>
          </span>
        )}
      </h2>
      {template.approval ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Ethics board {template.approval.irbReference}, approved on {template.approval.irbApprovedOn}; recorded by{" "}
            <bdi>{template.approval.approvedBy}</bdi> {clinicDateTime(template.approval.approvedAt, i18n)} (version {template.version}).
          </Trans>
        </p>
      ) : null}
      {editing ? (
        <div className="mt-3">
          <TemplateForm initial={template} onDone={onStopEditing} />
        </div>
      ) : (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {(["en", "es"] as const).map((language) => (
            <div key={language} lang={language} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-slate-900">{template.subject[language]}</p>
              <p className="mt-1 whitespace-pre-wrap text-slate-900">{template.body[language]}</p>
            </div>
          ))}
        </div>
      )}
      {admin && !editing ? (
        <div className="mt-3 space-y-3">
          {!template.approval && template.active ? <ApprovalForm template={template} /> : null}
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={onEdit} className={`${buttonStyles.secondary} ${compactButton}`}>
              <Trans>Change the words</Trans>
            </button>
            <archive.Form method="post">
              <input type="hidden" name="id" value={template.id} />
              <button
                type="submit"
                name="intent"
                value={template.active ? "archive" : "use-again"}
                disabled={archive.state !== "idle"}
                className={`${buttonStyles.ghost} ${compactButton}`}
              >
                {template.active ? <Trans>Archive</Trans> : <Trans>Use again</Trans>}
              </button>
            </archive.Form>
          </div>
        </div>
      ) : null}
    </li>
  );
}
