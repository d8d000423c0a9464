import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { TemplateDto, TemplateInput } from "../../../../contract/messageTemplates";
import { createTemplate, fetchTemplates } from "../../../api/messages";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { sessionEnded, storedToken, useAuthFailure, useStaffSession } from "../session";
import { TemplateForm } from "./TemplateForm";
import { TemplateItem, type SaveTemplate } from "./TemplateItem";
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

  const save: SaveTemplate = async (work, done) => {
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
            <TemplateItem
              key={template.id}
              template={template}
              editing={editing === template.id}
              onEdit={() => setEditing(template.id)}
              onStopEditing={() => setEditing(null)}
              save={save}
            />
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
