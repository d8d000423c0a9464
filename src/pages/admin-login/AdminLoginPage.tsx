import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PageMeta } from "../../shell/PageMeta";
import { TextInput } from "../../ui/form/TextInput";
import { buttonStyles } from "../../ui/styles";
import { StaffFrame } from "../admin/frame/StaffFrame";
import { useLogin } from "./useLogin";

export default function AdminLoginPage() {
  const { t } = useLingui();
  const id = useId();
  const { username, setUsername, password, setPassword, otpStep, otp, setOtp, busy, error, onSubmit } = useLogin();
  // Every field is described by the form's one error (said once, beside the button).
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StaffFrame>
      <div className="flex justify-center px-4 py-12 sm:py-20">
        <PageMeta title={t`Admin Login`} description={t`Enter your credentials to access the admin dashboard`} noIndex />
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-3xl font-bold text-brand-900">
            <Trans>Admin Login</Trans>
          </h1>
          <p className="mt-2 text-slate-700">
            <Trans>Enter your credentials to access the admin dashboard</Trans>
          </p>
          <form className="mt-8 space-y-5" onSubmit={onSubmit} noValidate>
            <TextInput
              label={<Trans>Username</Trans>}
              labelSize="base"
              alsoDescribedBy={errorId}
              name="username"
              required
              autoComplete="username"
              value={username}
              onChange={setUsername}
            />
            <TextInput
              label={<Trans>Password</Trans>}
              labelSize="base"
              alsoDescribedBy={errorId}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            {otpStep ? (
              <TextInput
                label={<Trans>Authentication code</Trans>}
                labelSize="base"
                hint={<Trans>The 6-digit code from your authenticator app, or one of your recovery codes.</Trans>}
                alsoDescribedBy={errorId}
                name="otp"
                required
                autoFocus
                autoComplete="one-time-code"
                value={otp}
                onChange={setOtp}
              />
            ) : null}
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
              {error}
            </p>
            <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
              {busy ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
            </button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            <Trans>This area is restricted to administrators only.</Trans>
          </p>
        </div>
      </div>
    </StaffFrame>
  );
}
