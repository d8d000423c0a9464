import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import type { MeDto } from "../../../contract/auth";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"
  } focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500`;

/** Links between the staff screens; the audit log only for admins. */
export function StaffNav({ me }: { me: MeDto | null }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Staff area`} className="mb-8 flex flex-wrap items-center gap-2 border-b border-slate-200 pb-4">
      <NavLink to="/admin" end className={linkClass}>
        <Trans>Inquiries</Trans>
      </NavLink>
      <NavLink to="/admin/security" className={linkClass}>
        <Trans>Two-step sign-in</Trans>
      </NavLink>
      {me?.role === "admin" ? (
        <NavLink to="/admin/audit" className={linkClass}>
          <Trans>Audit log</Trans>
        </NavLink>
      ) : null}
      {me ? (
        <span className="ml-auto text-sm text-slate-600">
          <Trans>
            Signed in as <bdi className="font-medium text-slate-900">{me.username}</bdi>
          </Trans>
        </span>
      ) : null}
    </nav>
  );
}
