import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { StaffDto } from "../../../../contract/staff";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { Dialog } from "../../../ui/Dialog";
import { notify } from "../../../ui/notify";
import { buttonStyles } from "../../../ui/styles";
import { PasswordStrength, usePasswordVerdict } from "./PasswordStrength";
import { TextInput } from "../../../ui/form/TextInput";
import { useAnswered, type Answer } from "../staffActions";

export type SignInChange = { kind: "password" | "totp"; account: StaffDto };

type Props = {
  change: SignInChange | null;
  /** The signed-in admin has a second factor: they confirm with their own current code. */
  confirmWithCode: boolean;
  onClose: () => void;
};

/**
 * Setting a colleague's new password or resetting their second factor, confirmed with the admin's own code
 * (the staff page's action).
 */
export function SignInChangeDialog({ change, confirmWithCode, onClose }: Props) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<Answer>();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // A problem found before sending; the server's refusal otherwise (until the dialog closes).
  const [problem, setProblem] = useState("");
  const [shownSince, setShownSince] = useState(() => fetcher.data);
  const failure = fetcher.data !== shownSince ? fetcher.data?.failure : undefined;
  const error =
    problem ||
    (failure === undefined
      ? ""
      : failure instanceof ApiError && failure.code === "invalid_otp"
        ? t`That code is not valid. Enter the current code from your app.`
        : describeError(failure, i18n));
  const account = change?.account;
  const verdict = usePasswordVerdict(change?.kind === "password" ? password : "", [account?.username ?? "", account?.displayName ?? ""]);

  const close = () => {
    setPassword("");
    setCode("");
    setProblem("");
    setShownSince(fetcher.data);
    onClose();
  };
  useAnswered(fetcher, (answer) => {
    if (!answer.done) return;
    notify({ type: "success", title: t`Saved`, description: i18n._(answer.done) });
    close();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change) return;
    if (change.kind === "password" && verdict?.problem !== null) return setProblem(t`Choose a stronger password first.`);
    if (confirmWithCode && !/^\d{6}$|^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim()))
      return setProblem(t`Enter the current code from your authenticator app.`);
    setProblem("");
    const confirmOtp = confirmWithCode ? code.trim() : "";
    void fetcher.submit(
      change.kind === "password"
        ? { intent: "password", id: String(change.account.id), password, confirmOtp }
        : { intent: "reset-totp", id: String(change.account.id), confirmOtp },
      { method: "post" },
    );
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
          <button type="submit" disabled={fetcher.state !== "idle"} className={buttonStyles.primary}>
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
