import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { linkStyles } from "../../../ui/styles";

/**
 * The studies whose "still recruiting" nobody has confirmed lately (contract/enrollment.ts): their pages no
 * longer say "Now Enrolling" until someone confirms it on the study's screen.
 */
export function StudiesToConfirm({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  const list = codes.join(", ");
  return (
    <p className="mt-1 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="studies-to-confirm">
      <Trans>Confirm that these studies still enroll: {list}. Until then their pages do not say "Now Enrolling".</Trans>{" "}
      <Link to="/admin/studies" className={linkStyles.inline}>
        <Trans>Studies</Trans>
      </Link>
    </p>
  );
}
