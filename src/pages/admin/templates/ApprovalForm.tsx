import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { TemplateDto } from "../../../../contract/messageTemplates";
import { FormField } from "../../../ui/form/FormField";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";
import { useAnswered, type Answer } from "../staffActions";
import { templateProblem } from "./templateProblems";

/** Records the ethics board's approval of the words an admin is looking at (their version): the templates' action. */
export function ApprovalForm({ template }: { template: TemplateDto }) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<Answer>();
  useAnswered(fetcher, (answer) => {
    if (answer.done) notify({ type: "success", title: t`Saved`, description: i18n._(answer.done) });
  });
  const error = fetcher.data?.failure === undefined ? "" : templateProblem(fetcher.data.failure, i18n);
  return (
    <fetcher.Form method="post" noValidate className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="id" value={template.id} />
      <input type="hidden" name="version" value={template.version} />
      <FormField label={<Trans>Ethics board reference</Trans>}>
        {(control) => <input {...control} name="irbReference" maxLength={60} className={inputStyles} />}
      </FormField>
      <FormField label={<Trans>Approved on</Trans>}>
        {(control) => <input {...control} name="irbApprovedOn" type="date" className={inputStyles} />}
      </FormField>
      <button
        type="submit"
        name="intent"
        value="approve"
        disabled={fetcher.state !== "idle"}
        className={`${buttonStyles.secondary} ${compactButton}`}
      >
        <Trans>Record the approval</Trans>
      </button>
      <p role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </fetcher.Form>
  );
}
