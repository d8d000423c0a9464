import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { MeDto } from "../../../contract/auth";
import { clearAdminToken } from "../../api/adminToken";
import { fetchMe } from "../../api/auth";
import { ApiError } from "../../api/http";

/**
 * What every staff screen shares: the stored token, the signed-in account (role, second factor), and the
 * reactions to an ended session (back to the login) or to a second factor still to be set up.
 */
export function useStaffSession(token: string) {
  const navigate = useNavigate();
  const [me, setMe] = useState<MeDto | null>(null);

  const endSession = useCallback(() => {
    clearAdminToken();
    navigate("/admin-login", { replace: true });
  }, [navigate]);

  /** True when `error` was about the session and has been dealt with here. */
  const handleAuthFailure = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 401) {
        endSession();
        return true;
      }
      if (error.code === "totp_enrollment_required") {
        navigate("/admin/security", { replace: true });
        return true;
      }
      return false;
    },
    [endSession, navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchMe(token, controller.signal).then(setMe, (error: unknown) => {
      if (!controller.signal.aborted) handleAuthFailure(error);
    });
    return () => controller.abort();
  }, [token, handleAuthFailure]);

  return { me, endSession, handleAuthFailure };
}


