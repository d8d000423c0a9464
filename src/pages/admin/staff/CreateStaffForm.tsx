import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { TextInput } from "../../../ui/form/TextInput";
import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { MIN_PASSWORD_LENGTH, STAFF_ROLES, type StaffRole } from "../../../../contract/staffRules";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { buttonStyles } from "../../../ui/styles";
import { notify } from "../../../ui/notify";
import { roleLabels } from "../labels";
import { asJson, useAnswered, type Answer } from "../staffActions";
import { PasswordStrength, usePasswordVerdict } from "./PasswordStrength";

/**
 * Adds an account (the staff page's action). The person signs in with the password given here and sets up
 * two-step sign-in. What can be checked here is checked before it is sent (the password's strength too).
 */
export function CreateStaffForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const [username, setUsername] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<StaffRole>("coordinator");
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState("");
  // A problem found before sending; the server's answer otherwise.
  const [problem, setProblem] = useState("");
  const verdict = usePasswordVerdict(password, [username, displayName]);
  const failure = fetcher.data?.failure;
  const refusedText =
    failure === undefined
      ? ""
      : failure instanceof ApiError && failure.code === "username_taken"
        ? t`That username is already in use.`
        : failure instanceof ApiError && Boolean(failure.fields.password?.length)
          ? t`Choose a stronger password first.`
          : describeError(failure, i18n);
  const error = problem || refusedText;
  useAnswered(fetcher, (answer) => {
    if (answer.failure !== undefined) return;
    notify({ type: "success", title: t`Account created`, description: t`${displayName} can now sign in.` });
    setUsername("");
    setDisplayName("");
    setPassword("");
    setEmail("");
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[A-Za-z0-9._-]{3,64}$/.test(username.trim()))
      return setProblem(t`Usernames are 3 to 64 letters, digits, dots, dashes or underscores.`);
    if (!displayName.trim()) return setProblem(t`Enter the person's name.`);
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(t`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (verdict?.problem) return setProblem(t`Choose a stronger password first.`);
    setProblem("");
    const account = { username: username.trim(), displayName, role, password, email: email.trim() };
    void fetcher.submit(asJson({ intent: "create", account }), { method: "post", encType: "application/json" });
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
      <button type="submit" disabled={fetcher.state !== "idle"} className={`${buttonStyles.primary} mt-4`}>
        {fetcher.state !== "idle" ? <Trans>Creating...</Trans> : <Trans>Create account</Trans>}
      </button>
    </form>
  );
}
