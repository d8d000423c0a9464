import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { redirect, useFetcher, type ActionFunctionArgs } from "react-router";
import { clearAdminToken, setAdminToken } from "../../api/adminToken";
import { login, logout } from "../../api/auth";
import { describeError } from "../../api/errorText";
import { ApiError } from "../../api/http";
import { PageMeta } from "../../shell/PageMeta";
import { FormField } from "../../ui/form/FormField";
import { notify } from "../../ui/notify";
import { buttonStyles, inputStyles, linkStyles } from "../../ui/styles";
import { StaffFrame } from "../admin/frame/StaffFrame";
import { problem, readSubmission, text, useAnswered, type Answer } from "../admin/staffActions";
import { i18n as activeI18n } from "@lingui/core";

/** What signing in answers when it does not sign in: the code step to show, and what went wrong. */
export type LoginAnswer = Answer & {
  /** The password was right; the account's second factor is asked for. */
  otpStep?: boolean;
  /** Wrong credentials: the password is cleared and the code step closed. */
  wrongCredentials?: boolean;
};

/**
 * Signing in: the username and password, then, for accounts with two-step sign-in, the code. A wrong code
 * keeps the password; wrong credentials clear it. Success goes to the staff area (or to setting up two-step
 * sign-in when the clinic requires it and the account has none yet). Signing out (the staff frame's Logout)
 * ends the session here too.
 */
export async function action({ request }: ActionFunctionArgs): Promise<LoginAnswer | Response> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  if (intent === "logout") {
    // The token is dropped either way; an already-ended session needs no revoking.
    await logout().catch(() => undefined);
    clearAdminToken();
    return redirect("/admin-login");
  }
  const username = text(fields, "username").trim();
  const password = text(fields, "password");
  const otpStep = fields.otpStep === "true";
  const otp = text(fields, "otp").trim();
  if (!username || !password) return { ...problem(intent, msg`Enter both your username and password.`), otpStep };
  if (otpStep && !otp) return { ...problem(intent, msg`Enter the code from your authenticator app.`), otpStep };
  try {
    const { token, enrollmentRequired, role } = await login({ username, password, ...(otpStep ? { otp } : {}) });
    setAdminToken(token);
    // SPEC's toast, for the role the account really has (said on the next screen, which this one leaves for).
    notify({
      type: "success",
      title: activeI18n._(msg`Login Successful`),
      description:
        role === "admin"
          ? activeI18n._(msg`You have been logged in as admin.`)
          : activeI18n._(msg`You have been logged in as coordinator.`),
    });
    return redirect(enrollmentRequired ? "/admin/security" : "/admin");
  } catch (failure) {
    const code = failure instanceof ApiError ? failure.code : null;
    // The password was right; only the second step is missing or wrong.
    if (code === "otp_required") return { intent, changed: [], otpStep: true };
    if (code === "invalid_otp")
      return { ...problem(intent, msg`That code is not valid. Enter the current code from your app.`), otpStep: true };
    const wrongCredentials = failure instanceof ApiError && failure.status === 401;
    return { intent, changed: [], failure, wrongCredentials };
  }
}

export function Component() {
  const { t, i18n } = useLingui();
  const id = useId();
  const fetcher = useFetcher<LoginAnswer>();
  const password = useRef<HTMLInputElement>(null);
  const otp = useRef<HTMLInputElement>(null);
  const answer = fetcher.data;
  const otpStep = answer?.otpStep ?? false;
  const error = !answer
    ? ""
    : answer.problem
      ? i18n._(answer.problem)
      : answer.wrongCredentials
        ? t`Invalid username or password`
        : answer.failure === undefined
          ? ""
          : describeError(answer.failure, i18n);
  useAnswered(fetcher, (done) => {
    // The code step (asked for, or a wrong code): the code is typed again; the password stays.
    if (done.otpStep && otp.current) otp.current.value = "";
    if (done.failure === undefined) return;
    // Wrong credentials (or any other refusal): the password is typed again, and the code step closes.
    if (password.current) password.current.value = "";
    notify({
      type: "error",
      title: t`Login Failed`,
      description: done.wrongCredentials ? t`Invalid username or password.` : describeError(done.failure, i18n),
    });
  });
  // Every field is described by the form's one error (said once, beside the button).
  const errorId = error ? `${id}-error` : undefined;
  const busy = fetcher.state !== "idle";
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
          <fetcher.Form method="post" className="mt-8 space-y-5" noValidate>
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="otpStep" value={String(otpStep)} />
            <FormField label={<Trans>Username</Trans>} labelSize="base" alsoDescribedBy={errorId}>
              {(control) => <input {...control} name="username" required autoComplete="username" className={inputStyles} />}
            </FormField>
            <FormField label={<Trans>Password</Trans>} labelSize="base" alsoDescribedBy={errorId}>
              {(control) => (
                <input
                  {...control}
                  ref={password}
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  className={inputStyles}
                />
              )}
            </FormField>
            {otpStep ? (
              <FormField
                label={<Trans>Authentication code</Trans>}
                labelSize="base"
                hint={<Trans>The 6-digit code from your authenticator app, or one of your recovery codes.</Trans>}
                alsoDescribedBy={errorId}
              >
                {(control) => (
                  <input {...control} ref={otp} name="otp" required autoFocus autoComplete="one-time-code" className={inputStyles} />
                )}
              </FormField>
            ) : null}
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
              {error}
            </p>
            <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
              {busy ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
            </button>
          </fetcher.Form>
          <p className="mt-6 text-center text-sm text-slate-600">
            <Trans>This area is restricted to administrators only.</Trans>
          </p>
          {/* The public site is another app: a full page load, in the language the screen is in (issue #52, item 15). */}
          <p className="mt-4 text-center">
            <a href={i18n.locale === "es" ? "/es" : "/"} className={linkStyles.inline}>
              <Trans>Back to the public website</Trans>
            </a>
          </p>
        </div>
      </div>
    </StaffFrame>
  );
}
