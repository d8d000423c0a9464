import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { TextInput } from "../../../ui/form/TextInput";
import { useId, useState, type FormEvent } from "react";
import { MIN_PASSWORD_LENGTH, STAFF_ROLES, type StaffRole } from "../../../../contract/staffRules";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { createStaff } from "../../../api/staff";
import { buttonStyles } from "../../../ui/styles";
import { notify } from "../../../ui/notify";
import { roleLabels } from "../labels";
import { PasswordStrength, usePasswordVerdict } from "./PasswordStrength";

type Props = { token: string; onCreated: () => void; onAuthFailure: (error: unknown) => boolean };

/** Adds an account. The person signs in with the password given here and sets up two-step sign-in. */
export function CreateStaffForm({ token, onCreated, onAuthFailure }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [username, setUsername] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<StaffRole>("coordinator");
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const verdict = usePasswordVerdict(password, [username, displayName]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[A-Za-z0-9._-]{3,64}$/.test(username.trim()))
      return setError(t`Usernames are 3 to 64 letters, digits, dots, dashes or underscores.`);
    if (!displayName.trim()) return setError(t`Enter the person's name.`);
    if (password.length < MIN_PASSWORD_LENGTH) return setError(t`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (verdict?.problem) return setError(t`Choose a stronger password first.`);
    setBusy(true);
    setError("");
    try {
      await createStaff(token, { username: username.trim(), displayName, role, password, email: email.trim() });
      notify({ type: "success", title: t`Account created`, description: t`${displayName} can now sign in.` });
      setUsername("");
      setDisplayName("");
      setPassword("");
      setEmail("");
      onCreated();
    } catch (failure) {
      if (onAuthFailure(failure)) return;
      const weak = failure instanceof ApiError && Boolean(failure.fields.password?.length);
      setError(
        failure instanceof ApiError && failure.code === "username_taken"
          ? t`That username is already in use.`
          : weak
            ? t`Choose a stronger password first.`
            : describeError(failure, i18n),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        <Trans>Add an account</Trans>
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextInput label={t`Name`} value={displayName} onChange={setDisplayName} maxLength={80} autoComplete="off" />
        <TextInput label={t`Username`} value={username} onChange={setUsername} maxLength={64} autoComplete="off" />
        <OptionSelect
          label={t`Role`}
          value={role}
          onChange={(value) => setRole(value as StaffRole)}
          options={STAFF_ROLES.map((value) => [value, i18n._(roleLabels[value])] as const)}
        />
        <TextInput
          label={t`First password`}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          check={(checkId) => <PasswordStrength id={checkId} verdict={verdict} />}
        />
        <TextInput
          label={t`E-mail for reply notices (optional)`}
          type="email"
          value={email}
          onChange={setEmail}
          maxLength={254}
          autoComplete="off"
        />
      </div>
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} mt-4`}>
        {busy ? <Trans>Creating...</Trans> : <Trans>Create account</Trans>}
      </button>
    </form>
  );
}
