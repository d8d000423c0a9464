import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { StaffDto, StaffPatchInput } from "../../../../contract/staff";
import { describeError } from "../../../api/errorText";
import { fetchStaff, resetStaffTotp, updateStaff } from "../../../api/staff";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { sessionEnded, useAuthFailure, useStaffSession, storedToken } from "../session";
import { CreateStaffForm } from "./CreateStaffForm";
import { SignInChangeDialog, type SignInChange } from "./SignInChangeDialog";
import { StaffTable } from "./StaffTable";

/** The accounts, read before the page renders. */
export async function loader({ request }: LoaderFunctionArgs): Promise<StaffDto[]> {
  return fetchStaff(storedToken(), request.signal).catch(sessionEnded);
}

/** /admin/staff: admins add accounts, change roles, deactivate, set a new password, reset a lost second factor. */
export default function StaffPage() {
  const { t, i18n } = useLingui();
  const accounts = useLoaderData() as StaffDto[];
  const { token, me } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const revalidator = useRevalidator();
  const [signInChange, setSignInChange] = useState<SignInChange | null>(null);

  // After a change the accounts (and, for one's own, the header's name) are read again.
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify({ type: "success", title: t`Saved`, description: done });
      await revalidator.revalidate();
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
    }
  };

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
        onUpdate={(account: StaffDto, patch: StaffPatchInput, done: string) => void act(() => updateStaff(token, account.id, patch), done)}
        onChangeSignIn={setSignInChange}
      />
      <CreateStaffForm token={token} onCreated={() => void revalidator.revalidate()} onAuthFailure={handleAuthFailure} />
      <SignInChangeDialog
        change={signInChange}
        confirmWithCode={me.twoFactorEnabled}
        onClose={() => setSignInChange(null)}
        onSubmit={async ({ kind, account }, { password, confirmOtp }) => {
          if (kind === "password") await updateStaff(token, account.id, { password, confirmOtp });
          else await resetStaffTotp(token, account.id, confirmOtp);
          notify({
            type: "success",
            title: t`Saved`,
            description: kind === "password" ? t`The new password is set.` : t`Two-step sign-in was reset.`,
          });
          await revalidator.revalidate();
        }}
      />
    </div>
  );
}
