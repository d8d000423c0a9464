import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet, useFetcher } from "react-router";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { roleLabels } from "../labels";
import { useStaffSession } from "../session";
import { StaffFrame } from "./StaffFrame";
import { StaffNav } from "./StaffNav";

/** The staff area's layout route: the frame with who is signed in, the navigation, and the screen. */
export default function StaffLayout() {
  const { i18n } = useLingui();
  const { me } = useStaffSession();
  const logout = useFetcher();
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
          {/* The login page's action ends the session (src/pages/admin-login/AdminLoginPage.tsx). */}
          <logout.Form method="post" action="/admin-login" className="shrink-0">
            <button
              type="submit"
              name="intent"
              value="logout"
              disabled={logout.state !== "idle"}
              className={`${buttonStyles.ghost} ${compactButton} px-3`}
            >
              <Trans>Logout</Trans>
            </button>
          </logout.Form>
        </>
      }
      nav={me.enrollmentRequired ? null : <StaffNav me={me} />}
    >
      <Outlet />
    </StaffFrame>
  );
}
