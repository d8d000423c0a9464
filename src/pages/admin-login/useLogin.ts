import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { setAdminToken } from "../../api/adminToken";
import { login } from "../../api/auth";
import { describeError } from "../../api/errorText";
import { ApiError } from "../../api/http";
import { notify } from "../../ui/notify";

/**
 * Signing in: the username and password, then, for accounts with two-step sign-in, the code. A wrong code
 * keeps the password; wrong credentials clear it. Success goes to the staff area (or to setting up two-step
 * sign-in when the clinic requires it and the account has none yet).
 */
export function useLogin() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
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

  return { username, setUsername, password, setPassword, otpStep, otp, setOtp, busy, error, onSubmit };
}
