import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { linkStyles } from "../../../ui/styles";

/** The way back from a registry screen (a person, the sheets, the import) to the list. */
export function BackToList() {
  return (
    <p>
      <Link to="/admin/registry" className={linkStyles.standalone}>
        <Trans>Back to the future studies list</Trans>
      </Link>
    </p>
  );
}
