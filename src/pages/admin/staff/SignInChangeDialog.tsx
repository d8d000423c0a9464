import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { StaffDto } from "../../../../contract/staff";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { Dialog } from "../../../ui/Dialog";
import { buttonStyles } from "../../../ui/styles";
import { PasswordStrength, usePasswordVerdict } from "./PasswordStrength";
import { TextInput } from "../../../ui/form/TextInput";

export type SignInChange = { kind: "password" | "totp"; account: StaffDto };

type Props = {
  change: SignInChange | null;
  /** The signed-in admin has a second factor: they confirm with their own current code. */
  confirmWithCode: boolean;
  onClose: () => void;
  onSubmit: (change: SignInChange, values: { password?: string; confirmOtp?: string }) => Promise<void>;
};

/** Setting a colleague's new password or resetting their second factor, confirmed with the admin's own code. */
export function SignInChangeDialog({ change, confirmWithCode, onClose, onSubmit }: Props) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const account = change?.account;
  const verdict = usePasswordVerdict(change?.kind === "password" ? password : "", [account?.username ?? "", account?.displayName ?? ""]);

  const close = () => {
    setPassword("");
    setCode("");
    setError("");
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change) return;
    if (change.kind === "password" && verdict?.problem !== null) return setError(t`Choose a stronger password first.`);
    if (confirmWithCode && !/^\d{6}$|^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim()))
      return setError(t`Enter the current code from your authenticator app.`);
    setBusy(true);
    setError("");
    try {
      await onSubmit(change, {
        password: change.kind === "password" ? password : undefined,
        confirmOtp: confirmWithCode ? code.trim() : undefined,
      });
      close();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === "invalid_otp"
          ? t`That code is not valid. Enter the current code from your app.`
          : describeError(failure, i18n),
      );
    } finally {
      setBusy(false);
    }
  };

  const name = account ? account.displayName || account.username : "";
  return (
    <Dialog
      open={change !== null}
      onOpenChange={(open) => !open && close()}
      title={change?.kind === "password" ? t`New password for ${name}` : t`Reset two-step sign-in for ${name}`}
      description={
        change?.kind === "password"
          ? t`They will be signed out everywhere and sign in with this password.`
          : t`They will be signed out everywhere and set up two-step sign-in again at their next sign-in.`
      }
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {change?.kind === "password" ? (
          <TextInput
            label={<Trans>New password</Trans>}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            check={(checkId) => <PasswordStrength id={checkId} verdict={verdict} />}
          />
        ) : null}
        {confirmWithCode ? (
          <TextInput
            label={<Trans>Your own current code</Trans>}
            hint={<Trans>From your authenticator app: this confirms that it is you making the change.</Trans>}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
        ) : null}
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {change?.kind === "password" ? <Trans>Set the new password</Trans> : <Trans>Reset two-step sign-in</Trans>}
          </button>
          <button type="button" onClick={close} className={buttonStyles.secondary}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
