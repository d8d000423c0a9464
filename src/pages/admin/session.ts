import { redirect, useNavigate, useRouteLoaderData, type LoaderFunctionArgs } from "react-router";
import { useCallback } from "react";
import type { MeDto } from "../../../contract/auth";
import { clearAdminToken, getAdminToken } from "../../api/adminToken";
import type { StaffRef } from "../../../contract/inbox";
import { fetchMe } from "../../api/auth";
import { fetchAssignees } from "../../api/staff";
import { fetchStudyCodes } from "../../api/studies";
import type { StudyCode } from "../../../contract/studies";
import { ApiError } from "../../api/http";

export type StaffSession = {
  token: string;
  me: MeDto;
  /** Active accounts one can assign an inquiry to. */
  assignees: StaffRef[];
  /** Every study's code, closed ones too (the filters, the visit form). */
  studyCodes: StudyCode[];
};

/** The staff area's route id: child routes read the session from its loader. */
export const STAFF_ROUTE_ID = "staff";

/**
 * The staff area's one session check (docs/product.md#states-and-transitions: no stored token → the login page): the account is
 * fetched once, when the staff area is entered, and every screen reads it from here. An account that
 * must still set up its second factor can open nothing but that screen.
 */
export async function staffLoader({ request }: LoaderFunctionArgs): Promise<StaffSession> {
  const token = storedToken();
  const me = await fetchMe(token, request.signal).catch(sessionEnded);
  if (me.enrollmentRequired) {
    if (new URL(request.url).pathname !== "/admin/security") throw redirect("/admin/security");
    return { token, me, assignees: [], studyCodes: [] };
  }
  const [assignees, studies] = await Promise.all([fetchAssignees(token, request.signal), fetchStudyCodes(token, request.signal)]).catch(
    sessionEnded,
  );
  return { token, me, assignees, studyCodes: studies.studies.map((study) => study.code) };
}

/**
 * The stored token, for a screen's loader. Loaders run side by side with the session check above, so
 * each one goes to the login page itself when there is no token, rather than ask the API without one.
 */
export function storedToken(): string {
  const token = getAdminToken();
  if (!token) throw redirect("/admin-login");
  return token;
}

export function useStaffSession(): StaffSession {
  const session = useRouteLoaderData(STAFF_ROUTE_ID) as StaffSession | undefined;
  if (!session) throw new Error("useStaffSession must be used inside the staff area");
  return session;
}

/** Reacts to an ended session (back to the login) or a second factor still to set up; true when it did. */
export function useAuthFailure(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 401) {
        clearAdminToken();
        navigate("/admin-login", { replace: true });
        return true;
      }
      if (error.code === "totp_enrollment_required") {
        navigate("/admin/security", { replace: true });
        return true;
      }
      return false;
    },
    [navigate],
  );
}

/** A loader's fetch that failed because the session ended: back to the login page. */
export function sessionEnded(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) {
    clearAdminToken();
    throw redirect("/admin-login");
  }
  throw error;
}
