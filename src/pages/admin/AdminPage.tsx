import { Dashboard } from "./Dashboard";
import { StaffArea } from "./StaffArea";

/** /admin: SPEC's dashboard of open inquiries. */
export default function AdminPage() {
  return <StaffArea>{(token) => <Dashboard token={token} />}</StaffArea>;
}
