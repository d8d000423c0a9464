import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { StaffCreateInput, StaffDto, StaffPatchInput } from "../../../../contract/staff";
import { describeError } from "../../../api/errorText";
import { createStaff, fetchStaff, resetStaffTotp, updateStaff } from "../../../api/staff";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { useStaffSession } from "../session";
import {
  asJson,
  changedByAction,
  readSubmission,
  refused,
  text,
  unknownIntent,
  useAnswered,
  type Answer,
  type StaffData,
} from "../staffActions";
import { CreateStaffForm } from "./CreateStaffForm";
import { SignInChangeDialog, type SignInChange } from "./SignInChangeDialog";
import { StaffTable } from "./StaffTable";

/** The accounts, read before the page renders. */
export async function loader({ request }: LoaderFunctionArgs): Promise<StaffDto[]> {
  return fetchStaff(request.signal);
}

/** What a change to an account did, said once it is done. */
function patchDone(patch: StaffPatchInput): MessageDescriptor {
  if (patch.role) return msg`The role was changed.`;
  if (patch.active === false) return msg`The account was deactivated.`;
  if (patch.active === true) return msg`The account was reactivated.`;
  return msg`Saved.`;
}

/**
 * The admins' changes to accounts: a new one, a role, deactivating, the reply-notice address, a new password,
 * resetting a lost second factor. The accounts are read again after each, and so is the session (one's own
 * name or role in the header).
 */
export async function action({ request }: ActionFunctionArgs): Promise<Answer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  const id = Number(fields.id);
  const changed: StaffData[] = ["staff", "session"];
  const confirmOtp = text(fields, "confirmOtp") || undefined;
  try {
    switch (intent) {
      case "create":
        await createStaff(fields.account as StaffCreateInput);
        return { intent, changed };
      case "update": {
        const patch = fields.patch as StaffPatchInput;
        await updateStaff(id, patch);
        return { intent, changed, done: patchDone(patch) };
      }
      case "password":
        await updateStaff(id, { password: text(fields, "password"), confirmOtp });
        return { intent, changed, done: msg`The new password is set.` };
      case "reset-totp":
        await resetStaffTotp(id, confirmOtp);
        return { intent, changed, done: msg`Two-step sign-in was reset.` };
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "staff") ?? args.defaultShouldRevalidate;

/** /admin/staff: admins add accounts, change roles, deactivate, set a new password, reset a lost second factor. */
export function Component() {
  const { t, i18n } = useLingui();
  const accounts = useLoaderData() as StaffDto[];
  const { me } = useStaffSession();
  const [signInChange, setSignInChange] = useState<SignInChange | null>(null);

  // The table's changes: each announced, or its problem in a notification.
  const changes = useFetcher<Answer>();
  useAnswered(changes, (answer) =>
    notify(
      answer.done
        ? { type: "success", title: t`Saved`, description: i18n._(answer.done) }
        : { type: "error", title: t`Error`, description: describeError(answer.failure, i18n) },
    ),
  );

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <PageMeta title={t`Staff accounts`} description={t`Who can open the inquiries, and with which role.`} noIndex />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Staff accounts</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>
          Coordinators work the inquiries. Admins can also manage accounts, export, erase personal data and read the audit log. Deactivating
          an account or setting a new password signs that person out everywhere.
        </Trans>
      </p>
      <StaffTable
        accounts={accounts}
        meId={me.id}
        onUpdate={(account, patch) =>
          void changes.submit(asJson({ intent: "update", id: account.id, patch }), { method: "post", encType: "application/json" })
        }
        onChangeSignIn={setSignInChange}
      />
      <CreateStaffForm />
      <SignInChangeDialog change={signInChange} confirmWithCode={me.twoFactorEnabled} onClose={() => setSignInChange(null)} />
    </div>
  );
}
