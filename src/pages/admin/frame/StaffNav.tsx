import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink, useLocation } from "react-router";
import type { MeDto } from "../../../../contract/auth";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center border-b-3 px-3 text-sm font-semibold ${
    isActive ? "border-brand-700 text-brand-900" : "border-transparent text-slate-700 hover:text-brand-800"
  } focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500`;

/** Links between the staff screens; accounts and the audit log only for admins. Scrolls sideways on a phone. */
export function StaffNav({ me }: { me: MeDto }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const inInbox = pathname === "/admin" || pathname.startsWith("/admin/inquiries/");
  return (
    <nav aria-label={t`Staff area`} className="mx-auto flex max-w-screen-2xl overflow-x-auto px-2">
      {/* The inbox link stays current on an inquiry's page too. */}
      <NavLink to="/admin" end className={() => linkClass({ isActive: inInbox })} aria-current={inInbox ? "page" : undefined}>
        <Trans>Inquiries</Trans>
      </NavLink>
      <NavLink to="/admin/agenda" className={linkClass}>
        <Trans>Agenda</Trans>
      </NavLink>
      <NavLink to="/admin/registry" className={linkClass}>
        <Trans>Future studies list</Trans>
      </NavLink>
      <NavLink to="/admin/campaigns" className={linkClass}>
        <Trans>Campaigns</Trans>
      </NavLink>
      <NavLink to="/admin/reports" className={linkClass}>
        <Trans>Reports</Trans>
      </NavLink>
      <NavLink to="/admin/templates" className={linkClass}>
        <Trans>Message templates</Trans>
      </NavLink>
      <NavLink to="/admin/studies" className={linkClass}>
        <Trans>Studies</Trans>
      </NavLink>
      {me.role === "admin" ? (
        <NavLink to="/admin/partners" className={linkClass}>
          <Trans>Referral partners</Trans>
        </NavLink>
      ) : null}
      {me.role === "admin" ? (
        <NavLink to="/admin/staff" className={linkClass}>
          <Trans>Staff accounts</Trans>
        </NavLink>
      ) : null}
      {me.role === "admin" ? (
        <NavLink to="/admin/audit" className={linkClass}>
          <Trans>Audit log</Trans>
        </NavLink>
      ) : null}
      <NavLink to="/admin/security" className={linkClass}>
        <Trans>Two-step sign-in</Trans>
      </NavLink>
    </nav>
  );
}
