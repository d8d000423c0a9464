import { Trans, useLingui } from "@lingui/react/macro";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import type { StaffDto, StaffPatchInput } from "../../../../contract/staff";
import { buttonStyles } from "../../../ui/styles";
import { roleLabels } from "../labels";
import { NoticeEmailForm } from "./NoticeEmailForm";
import type { SignInChange } from "./SignInChangeDialog";

type Props = {
  accounts: StaffDto[];
  meId: number | null;
  /** Sends a change to the account (the staff page's action), announced when it is done. */
  onUpdate: (account: StaffDto, patch: StaffPatchInput) => void;
  onChangeSignIn: (change: SignInChange) => void;
};

const small = `${buttonStyles.ghost} min-h-11 px-3 py-1 text-sm`;

export function StaffTable({ accounts, meId, onUpdate, onChangeSignIn }: Props) {
  const { t, i18n } = useLingui();
  return (
    <ScrollRegion label={t`Staff accounts`} className="mt-6">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Staff accounts`}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Username</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Role</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>E-mail for reply notices</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Two-step sign-in</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {accounts.map((account) => {
            const name = account.displayName || account.username;
            const otherRole = account.role === "admin" ? "coordinator" : "admin";
            return (
              <tr key={account.id} className={account.active ? "" : "text-slate-500"}>
                <th scope="row" className="px-3 py-2 font-medium">
                  <bdi>{name}</bdi>
                  {account.id === meId ? (
                    <span className="ml-2 text-slate-600">
                      (<Trans>you</Trans>)
                    </span>
                  ) : null}
                </th>
                <td className="px-3 py-2 font-mono">{account.username}</td>
                <td className="px-3 py-2">{i18n._(roleLabels[account.role])}</td>
                <td className="px-3 py-2">
                  <NoticeEmailForm
                    key={account.email ?? ""}
                    account={account}
                    name={name}
                    onSave={(email) => onUpdate(account, { email })}
                  />
                </td>
                <td className="px-3 py-2">{account.twoFactorEnabled ? <Trans>On</Trans> : <Trans>Off</Trans>}</td>
                <td className="px-3 py-2">{account.active ? <Trans>Active</Trans> : <Trans>Deactivated</Trans>}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <button type="button" className={small} onClick={() => onUpdate(account, { role: otherRole })}>
                      {otherRole === "admin" ? <Trans>Make admin</Trans> : <Trans>Make coordinator</Trans>}
                      <span className="sr-only">: {name}</span>
                    </button>
                    <button type="button" className={small} onClick={() => onUpdate(account, { active: !account.active })}>
                      {account.active ? <Trans>Deactivate</Trans> : <Trans>Reactivate</Trans>}
                      <span className="sr-only">: {name}</span>
                    </button>
                    <button type="button" className={small} onClick={() => onChangeSignIn({ kind: "password", account })}>
                      <Trans>New password</Trans>
                      <span className="sr-only">: {name}</span>
                    </button>
                    {account.twoFactorEnabled ? (
                      <button type="button" className={small} onClick={() => onChangeSignIn({ kind: "totp", account })}>
                        <Trans>Reset two-step sign-in</Trans>
                        <span className="sr-only">: {name}</span>
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
