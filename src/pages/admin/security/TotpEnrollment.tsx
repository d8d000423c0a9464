import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useFetcher } from "react-router";
import { describeError } from "../../../api/errorText";
import { buttonStyles, inputStyles } from "../../../ui/styles";
import type { TotpSetupDto } from "../../../../contract/auth";
import { sending, useAnswered, type Answer } from "../staffActions";
import { QrCode } from "./QrCode";

/** What setting up the second factor answers: the secret to scan, then the recovery codes (shown once). */
export type TotpAnswer = Answer & { setup?: TotpSetupDto; recoveryCodes?: string[] };

/** The key of the fetcher the enrollment goes through (its answers decide what this screen shows). */
export const TOTP_FETCHER = "totp";

/**
 * Setting up the authenticator app: start, scan (or type the key), confirm with a code; each step is the
 * security screen's action. A wrong code is said beside the field, which is emptied for the next one; the
 * recovery codes that come with the right one are shown by the screen (its fetcher's answer).
 */
export function TotpEnrollment() {
  const { i18n, t } = useLingui();
  const id = useId();
  const start = useFetcher<TotpAnswer>();
  const confirm = useFetcher<TotpAnswer>({ key: TOTP_FETCHER });
  const codeForm = useRef<HTMLFormElement>(null);
  const setup = start.data?.setup;
  useAnswered(confirm, (answer) => {
    if (!answer.recoveryCodes) codeForm.current?.reset();
  });
  const answer = setup ? confirm.data : start.data;
  const error = !answer
    ? ""
    : answer.problem
      ? i18n._(answer.problem)
      : answer.failure === undefined
        ? ""
        : describeError(answer.failure, i18n);
  const busy = start.state !== "idle" || confirm.state !== "idle";

  if (!setup) {
    return (
      <div className="mt-6">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={busy}
          onClick={() => void start.submit({ intent: "start" }, { method: "post" })}
        >
          {sending(start, "start") ? <Trans>Preparing...</Trans> : <Trans>Set up two-step sign-in</Trans>}
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
        <confirm.Form ref={codeForm} method="post" className="mt-6 max-w-xs" noValidate>
          <label htmlFor={`${id}-code`} className="block font-medium">
            <Trans>Code from the app</Trans>
          </label>
          <input
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputStyles}
          />
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
            {error}
          </p>
          <button type="submit" name="intent" value="confirm" disabled={busy} className={`${buttonStyles.primary} mt-4`}>
            {sending(confirm, "confirm") ? <Trans>Checking...</Trans> : <Trans>Turn on two-step sign-in</Trans>}
          </button>
        </confirm.Form>
      </div>
    </div>
  );
}
