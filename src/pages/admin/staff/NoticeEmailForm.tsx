import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { StaffDto } from "../../../../contract/staff";
import { buttonStyles } from "../../../ui/styles";

/** Where one account's "a reply arrived" e-mails go (their own inquiries); empty = the team's list. */
export function NoticeEmailForm({ account, name, onSave }: { account: StaffDto; name: string; onSave: (email: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [email, setEmail] = useState(account.email ?? "");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t`E-mail for reply notices: ${name}`}
      </label>
      <input
        id={id}
        type="email"
        value={email}
        maxLength={254}
        placeholder={t`The team's address`}
        onChange={(e) => setEmail(e.target.value)}
        className="min-h-11 w-56 rounded-lg border border-slate-400 bg-white px-2 text-sm"
      />
      <button
        type="submit"
        className={`${buttonStyles.ghost} min-h-11 px-3 py-1 text-sm`}
        disabled={email.trim() === (account.email ?? "")}
      >
        <Trans>Save</Trans>
        <span className="sr-only">: {name}</span>
      </button>
    </form>
  );
}
