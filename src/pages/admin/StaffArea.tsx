import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getAdminToken } from "../../api/adminToken";

/** SPEC §4: a staff screen without a stored token sends the visitor to the login page. */
export function StaffArea({ children }: { children: (token: string) => ReactNode }) {
  const token = getAdminToken();
  if (!token) return <Navigate to="/admin-login" replace />;
  return <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">{children(token)}</div>;
}
