import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { TotpSetupDto } from "../../../../contract/auth";
import { confirmTotp, startTotpSetup } from "../../../api/auth";
import { describeError } from "../../../api/errorText";
import { buttonStyles, inputStyles } from "../../../ui/styles";
import { QrCode } from "./QrCode";

type Props = { token: string; onEnrolled: (recoveryCodes: string[]) => void; onAuthFailure: (error: unknown) => boolean };

/** Setting up the authenticator app: start, scan (or type the key), confirm with a code. */
export function TotpEnrollment({ token, onEnrolled, onAuthFailure }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [setup, setSetup] = useState<TotpSetupDto | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const start = async () => {
    setBusy(true);
    setError("");
    try {
      setSetup(await startTotpSetup(token));
    } catch (failure) {
      if (!onAuthFailure(failure)) setError(describeError(failure, i18n));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) {
      setError(t`Enter the 6-digit code the app shows.`);
      return;
    }
    setBusy(true);
    setError("");
    try {
      const { recoveryCodes } = await confirmTotp(token, digits);
      onEnrolled(recoveryCodes);
    } catch (failure) {
      if (!onAuthFailure(failure)) setError(describeError(failure, i18n));
      setCode("");
    } finally {
      setBusy(false);
    }
  };

  if (!setup) {
    return (
      <div className="mt-6">
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void start()}>
          {busy ? <Trans>Preparing...</Trans> : <Trans>Set up two-step sign-in</Trans>}
        </button>
        <p role="alert" className="mt-4 font-medium text-red-700 empty:hidden">
          {error}
        </p>
      </div>
    );
  }

  const groupedSecret = setup.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-[auto_1fr]">
      <QrCode value={setup.otpauthUri} label={t`QR code for your authenticator app`} />
      <div>
        <ol className="list-decimal space-y-2 pl-5 text-slate-800">
          <li>
            <Trans>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</Trans>
          </li>
          <li>
            <Trans>Scan the QR code, or type this key in the app:</Trans>{" "}
            <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base break-all" data-testid="totp-secret">
              {groupedSecret}
            </code>
          </li>
          <li>
            <Trans>Enter the 6-digit code the app shows.</Trans>
          </li>
        </ol>
        <form className="mt-6 max-w-xs" onSubmit={confirm} noValidate>
          <label htmlFor={`${id}-code`} className="block font-medium">
            <Trans>Code from the app</Trans>
          </label>
          <input
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputStyles}
          />
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
            {error}
          </p>
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} mt-4`}>
            {busy ? <Trans>Checking...</Trans> : <Trans>Turn on two-step sign-in</Trans>}
          </button>
        </form>
      </div>
    </div>
  );
}
