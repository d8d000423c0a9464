import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import type { TemplateApproval, TemplateDto, TemplateInput } from "../../../../contract/messageTemplates";
import { approveTemplate, createTemplate, fetchTemplates, setTemplateActive, updateTemplate } from "../../../api/messages";
import { PageMeta } from "../../../shell/PageMeta";
import { useStaffSession } from "../session";
import { changedByAction, readSubmission, refused, text, unknownIntent, type Answer, type StaffData } from "../staffActions";
import { TemplateForm } from "./TemplateForm";
import { TemplateItem } from "./TemplateItem";

export async function loader({ request }: LoaderFunctionArgs): Promise<TemplateDto[]> {
  return fetchTemplates(request.signal);
}

/** The admins' changes: a new template, new words, the ethics board's approval, archiving (and using again). */
export async function action({ request }: ActionFunctionArgs): Promise<Answer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  const id = Number(fields.id);
  const changed: StaffData[] = ["templates"];
  try {
    switch (intent) {
      case "create":
        await createTemplate(fields.input as TemplateInput);
        return { intent, changed, done: msg`The template was added. It can be sent once its approval is recorded.` };
      case "update":
        await updateTemplate(id, fields.input as TemplateInput);
        return { intent, changed, done: msg`The template's words were saved.` };
      case "approve": {
        const approval: TemplateApproval = {
          version: Number(fields.version),
          irbReference: text(fields, "irbReference"),
          irbApprovedOn: text(fields, "irbApprovedOn"),
        };
        await approveTemplate(id, approval);
        return { intent, changed, done: msg`The approval was recorded.` };
      }
      case "archive":
      case "use-again":
        await setTemplateActive(id, intent === "use-again");
        return { intent, changed, done: intent === "archive" ? msg`The template was archived.` : msg`The template can be used again.` };
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "templates") ?? args.defaultShouldRevalidate;

/**
 * /admin/templates: the messages staff may send (docs/messaging.md). Admins write them in both languages and
 * record the ethics board's approval; only approved, active ones appear in the composer. Coordinators read.
 */
export function Component() {
  const { t } = useLingui();
  const templates = useLoaderData() as TemplateDto[];
  const { me } = useStaffSession();
  const [editing, setEditing] = useState<number | null>(null);
  const admin = me.role === "admin";

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
            <TemplateForm initial={null} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
