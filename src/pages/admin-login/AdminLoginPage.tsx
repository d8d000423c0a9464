import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { setAdminToken } from "../../api/adminToken";
import { login } from "../../api/auth";
import { describeError } from "../../api/errorText";
import { ApiError } from "../../api/http";
import { PageMeta } from "../../shell/PageMeta";
import { buttonStyles, inputStyles as inputClass } from "../../ui/styles";
import { notify } from "../../ui/notify";
import { StaffFrame } from "../admin/frame/StaffFrame";

export default function AdminLoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // After a correct password, accounts with two-step sign-in are asked for their code.
  const [otpStep, setOtpStep] = useState(false);
  const [otp, setOtp] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t`Enter both your username and password.`);
      return;
    }
    if (otpStep && !otp.trim()) {
      setError(t`Enter the code from your authenticator app.`);
      return;
    }
    setBusy(true);
    setError("");
    try {
      const { token, enrollmentRequired, role } = await login({
        username: username.trim(),
        password,
        ...(otpStep ? { otp: otp.trim() } : {}),
      });
      setAdminToken(token);
      // SPEC's toast, for the role the account really has.
      notify({
        type: "success",
        title: t`Login Successful`,
        description: role === "admin" ? t`You have been logged in as admin.` : t`You have been logged in as coordinator.`,
      });
      navigate(enrollmentRequired ? "/admin/security" : "/admin");
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      if (code === "otp_required" || code === "invalid_otp") {
        // The password was right; only the second step is missing or wrong.
        setOtpStep(true);
        setOtp("");
        setError(code === "invalid_otp" ? t`That code is not valid. Enter the current code from your app.` : "");
        return;
      }
      const wrongCredentials = failure instanceof ApiError && failure.status === 401;
      const text = wrongCredentials ? t`Invalid username or password` : describeError(failure, i18n);
      setError(text);
      setPassword("");
      setOtpStep(false);
      notify({
        type: "error",
        title: t`Login Failed`,
        description: wrongCredentials ? t`Invalid username or password.` : text,
      });
    } finally {
      setBusy(false);
    }
  };

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
            <div>
              <label htmlFor={`${id}-username`} className="block font-medium">
                <Trans>Username</Trans>
              </label>
              <input
                id={`${id}-username`}
                name="username"
                required
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-password`} className="block font-medium">
                <Trans>Password</Trans>
              </label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
            </div>
            {otpStep ? (
              <div>
                <label htmlFor={`${id}-otp`} className="block font-medium">
                  <Trans>Authentication code</Trans>
                </label>
                <p id={`${id}-otp-hint`} className="text-sm text-slate-600">
                  <Trans>The 6-digit code from your authenticator app, or one of your recovery codes.</Trans>
                </p>
                <input
                  id={`${id}-otp`}
                  name="otp"
                  required
                  autoFocus
                  autoComplete="one-time-code"
                  value={otp}
                  onChange={(e) => setOtp(e.target.value)}
                  aria-describedby={`${id}-otp-hint${error ? ` ${id}-error` : ""}`}
                  className={inputClass}
                />
              </div>
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
