import { redirect, useRouteLoaderData, type LoaderFunctionArgs } from "react-router";
import type { MeDto } from "../../../contract/auth";
import type { StaffRef } from "../../../contract/inbox";
import { fetchMe } from "../../api/auth";
import { fetchAssignees } from "../../api/staff";
import { fetchStudyCodes } from "../../api/studies";
import type { StudyCode } from "../../../contract/studies";

export type StaffSession = {
  me: MeDto;
  /** Active accounts one can assign an inquiry to. */
  assignees: StaffRef[];
  /** Every study's code, closed ones too (the filters, the visit form). */
  studyCodes: StudyCode[];
};

/** The staff area's route id: child routes read the session from its loader. */
export const STAFF_ROUTE_ID = "staff";

/**
 * The staff area's one session check (docs/product.md#states-and-transitions: no stored token → the login page;
 * src/api/staffFetch.ts): the account is fetched once, when the staff area is entered, and every screen reads
 * it from here. An account that must still set up its second factor can open nothing but that screen.
 */
export async function staffLoader({ request }: LoaderFunctionArgs): Promise<StaffSession> {
  const me = await fetchMe(request.signal);
  if (me.enrollmentRequired) {
    if (new URL(request.url).pathname !== "/admin/security") throw redirect("/admin/security");
    return { me, assignees: [], studyCodes: [] };
  }
  const [assignees, studies] = await Promise.all([fetchAssignees(request.signal), fetchStudyCodes(request.signal)]);
  return { me, assignees, studyCodes: studies.studies.map((study) => study.code) };
}

export function useStaffSession(): StaffSession {
  const session = useRouteLoaderData(STAFF_ROUTE_ID) as StaffSession | undefined;
  if (!session) throw new Error("useStaffSession must be used inside the staff area");
  return session;
}
