import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet, useNavigate } from "react-router";
import { clearAdminToken } from "../../../api/adminToken";
import { logout } from "../../../api/auth";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { roleLabels } from "../labels";
import { useStaffSession } from "../session";
import { StaffFrame } from "./StaffFrame";
import { StaffNav } from "./StaffNav";

/** The staff area's layout route: the frame with who is signed in, the navigation, and the screen. */
export default function StaffLayout() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { token, me } = useStaffSession();
  const onLogout = async () => {
    try {
      await logout(token);
    } catch {
      // The token is dropped either way; an already-ended session needs no revoking.
    }
    clearAdminToken();
    navigate("/admin-login", { replace: true });
  };
  const name = me.displayName || me.username;
  const role = i18n._(roleLabels[me.role]);
  return (
    <StaffFrame
      account={
        <>
          <p className="min-w-0 flex-1 truncate text-right text-sm text-slate-700 sm:max-w-64 sm:flex-none" data-testid="signed-in-as">
            <Trans>
              <bdi className="font-semibold text-slate-900">{name}</bdi> ({role})
            </Trans>
          </p>
          <button type="button" className={`${buttonStyles.ghost} ${compactButton} shrink-0 px-3`} onClick={() => void onLogout()}>
            <Trans>Logout</Trans>
          </button>
        </>
      }
      nav={me.enrollmentRequired ? null : <StaffNav me={me} />}
    >
      <Outlet />
    </StaffFrame>
  );
}
