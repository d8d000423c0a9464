import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { StaffDto, StaffPatchInput } from "../../../../contract/staff";
import { describeError } from "../../../api/errorText";
import { fetchStaff, resetStaffTotp, updateStaff } from "../../../api/staff";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { StaffArea } from "../StaffArea";
import { StaffNav } from "../StaffNav";
import { useStaffSession } from "../useStaffSession";
import { CreateStaffForm } from "./CreateStaffForm";
import { SignInChangeDialog, type SignInChange } from "./SignInChangeDialog";
import { StaffTable } from "./StaffTable";
import { ErrorAlert } from "../../../ui/ErrorAlert";

/** /admin/staff: admins add accounts, change roles, deactivate, reset a lost second factor. */
export default function StaffPage() {
  return <StaffArea>{(token) => <Staff token={token} />}</StaffArea>;
}

function Staff({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const { me, handleAuthFailure } = useStaffSession(token);
  const [accounts, setAccounts] = useState<StaffDto[] | null>(null);
  const [error, setError] = useState("");
  const [signInChange, setSignInChange] = useState<SignInChange | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setAccounts(await fetchStaff(token, signal));
      } catch (failure) {
        if (signal?.aborted || handleAuthFailure(failure)) return;
        setError(describeError(failure, i18n));
      }
    },
    [token, handleAuthFailure, i18n],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify({ type: "success", title: t`Saved`, description: done });
      await load();
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
    }
  };

  return (
    <>
      <PageMeta title={t`Staff accounts`} description={t`Who can open the inquiries, and with which role.`} noIndex />
      <StaffNav me={me} />
      <h1 className="text-3xl font-bold text-brand-900">
        <Trans>Staff accounts</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>
          Coordinators work the inquiries. Admins can also manage accounts, erase personal data and read the audit log.
          Deactivating an account or setting a new password signs that person out everywhere.
        </Trans>
      </p>
      <ErrorAlert message={error} />
      {accounts ? (
        <StaffTable
          accounts={accounts}
          meId={me?.id ?? null}
          onUpdate={(account: StaffDto, patch: StaffPatchInput, done: string) => act(() => updateStaff(token, account.id, patch), done)}
          onChangeSignIn={setSignInChange}
        />
      ) : !error ? (
        <p role="status" className="mt-6 text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      <CreateStaffForm token={token} onCreated={() => void load()} onAuthFailure={handleAuthFailure} />
      <SignInChangeDialog
        change={signInChange}
        confirmWithCode={me?.twoFactorEnabled ?? false}
        onClose={() => setSignInChange(null)}
        onSubmit={async ({ kind, account }, { password, confirmOtp }) => {
          if (kind === "password") await updateStaff(token, account.id, { password, confirmOtp });
          else await resetStaffTotp(token, account.id, confirmOtp);
          notify({ type: "success", title: t`Saved`, description: kind === "password" ? t`The new password is set.` : t`Two-step sign-in was reset.` });
          await load();
        }}
      />
    </>
  );
}
