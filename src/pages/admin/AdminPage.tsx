import { Navigate } from "react-router";
import { getAdminToken } from "../../api/adminToken";
import { Dashboard } from "./Dashboard";

/** SPEC §4: without a stored token, /admin sends the visitor to the login page. */
export default function AdminPage() {
  const token = getAdminToken();
  if (!token) return <Navigate to="/admin-login" replace />;
  return <Dashboard token={token} />;
}
