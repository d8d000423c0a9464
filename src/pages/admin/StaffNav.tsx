import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink, useLocation } from "react-router";
import type { MeDto } from "../../../contract/auth";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"
  } focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500`;

/** Links between the staff screens; the audit log only for admins. */
export function StaffNav({ me }: { me: MeDto | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const inInbox = pathname === "/admin" || pathname.startsWith("/admin/inquiries/");
  return (
    <nav aria-label={t`Staff area`} className="mb-8 flex flex-wrap items-center gap-2 border-b border-slate-200 pb-4">
      {/* The inbox link stays current on an inquiry's page too. */}
      <NavLink to="/admin" end className={() => linkClass({ isActive: inInbox })} aria-current={inInbox ? "page" : undefined}>
        <Trans>Inquiries</Trans>
      </NavLink>
      <NavLink to="/admin/reports" className={linkClass}>
        <Trans>Reports</Trans>
      </NavLink>
      {me?.role === "admin" ? (
        <NavLink to="/admin/staff" className={linkClass}>
          <Trans>Staff accounts</Trans>
        </NavLink>
      ) : null}
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
