import { Trans } from "@lingui/react/macro";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { useStaffSession } from "../session";
import { ExportButton } from "./ExportButton";

/** The queue's title row: SPEC's "Fetch Inquiries", an admin's export of the current filter, the shortcuts. */
export function QueueHeader({
  asPageTitle,
  loading,
  onFetch,
  fetched,
  onShortcuts,
}: {
  /** With an inquiry open, the inquiry is the page's subject (its h1); the dashboard's title steps down. */
  asPageTitle: boolean;
  loading: boolean;
  onFetch: () => void;
  /** What the last "Fetch Inquiries" found, in words ("" before one, or while it reads). */
  fetched: string;
  onShortcuts: () => void;
}) {
  const { me } = useStaffSession();
  const Title = asPageTitle ? "h1" : "h2";
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Title className="mr-auto text-lg font-bold text-brand-900">
        <Trans>Admin Dashboard</Trans>
      </Title>
      <button type="button" className={`${buttonStyles.primary} ${compactButton} px-3`} disabled={loading} onClick={onFetch}>
        {loading ? <Trans>Loading...</Trans> : <Trans>Fetch Inquiries</Trans>}
      </button>
      {me.role === "admin" ? <ExportButton /> : null}
      {/* Phones have no keyboard to use the shortcuts with; "?" still opens the list anywhere. */}
      <button
        type="button"
        className={`${buttonStyles.ghost} ${compactButton} px-3 max-sm:hidden`}
        onClick={onShortcuts}
        aria-keyshortcuts="?"
      >
        <Trans>Keyboard shortcuts</Trans>
      </button>
      <p role="status" className="w-full text-sm text-slate-700 empty:hidden" data-testid="fetch-result">
        {fetched}
      </p>
    </div>
  );
}
