import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { TemplateApproval, TemplateDto, TemplateInput } from "../../../../contract/messageTemplates";
import { approveTemplate, createTemplate, fetchTemplates, setTemplateActive, updateTemplate } from "../../../api/messages";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { sessionEnded, storedToken, useAuthFailure, useStaffSession } from "../session";
import { clinicDateTime } from "../timeText";
import { ApprovalForm } from "./ApprovalForm";
import { TemplateForm } from "./TemplateForm";
import { purposeLabels } from "./purposeLabels";
import { templateProblem } from "./templateProblems";

export async function loader({ request }: LoaderFunctionArgs): Promise<TemplateDto[]> {
  return fetchTemplates(storedToken(), request.signal).catch(sessionEnded);
}

/**
 * /admin/templates: the messages staff may send (docs/messaging.md). Admins write them in both languages and
 * record the ethics board's approval; only approved, active ones appear in the composer. Coordinators read.
 */
export default function TemplatesPage() {
  const { t, i18n } = useLingui();
  const templates = useLoaderData() as TemplateDto[];
  const { token, me } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<number | null>(null);
  const admin = me.role === "admin";

  const save = async (work: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await work();
      notify({ type: "success", title: t`Saved`, description: done });
      setEditing(null);
      await revalidator.revalidate();
      return null;
    } catch (failure) {
      if (handleAuthFailure(failure)) return null;
      return templateProblem(failure, i18n);
    }
  };

  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <PageMeta title={t`Message templates`} description={t`The texts and e-mails staff may send, approved by the ethics board.`} noIndex />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Message templates</Trans>
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          <Trans>
            Texts and e-mails to the people who wrote are recruitment material: the ethics board approves each template in English and
            Spanish before anyone can send it. Changing the words of an approved template withdraws its approval.
          </Trans>
        </p>
      </div>
      {templates.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No templates yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-4" aria-label={t`Templates`}>
          {templates.map((template) => (
            <li key={template.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="template">
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
                    <bdi>{template.approval.approvedBy}</bdi> {clinicDateTime(template.approval.approvedAt, i18n)} (version{" "}
                    {template.version}).
                  </Trans>
                </p>
              ) : null}
              {editing === template.id ? (
                <div className="mt-3">
                  <TemplateForm
                    initial={template}
                    onCancel={() => setEditing(null)}
                    onSave={(input: TemplateInput) =>
                      save(() => updateTemplate(token, template.id, input), t`The template's words were saved.`)
                    }
                  />
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
              {admin && editing !== template.id ? (
                <div className="mt-3 space-y-3">
                  {!template.approval && template.active ? (
                    <ApprovalForm
                      template={template}
                      onApprove={(approval: TemplateApproval) =>
                        save(() => approveTemplate(token, template.id, approval), t`The approval was recorded.`)
                      }
                    />
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => setEditing(template.id)} className={`${buttonStyles.secondary} ${compactButton}`}>
                      <Trans>Change the words</Trans>
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        void save(
                          () => setTemplateActive(token, template.id, !template.active),
                          template.active ? t`The template was archived.` : t`The template can be used again.`,
                        )
                      }
                      className={`${buttonStyles.ghost} ${compactButton}`}
                    >
                      {template.active ? <Trans>Archive</Trans> : <Trans>Use again</Trans>}
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {admin ? (
        <section aria-labelledby="new-template" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="new-template" className="text-lg font-semibold text-slate-900">
            <Trans>Add a template</Trans>
          </h2>
          <div className="mt-3">
            <TemplateForm
              initial={null}
              onSave={(input: TemplateInput) =>
                save(() => createTemplate(token, input), t`The template was added. It can be sent once its approval is recorded.`)
              }
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
