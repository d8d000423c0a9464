import { Trans } from "@lingui/react/macro";

/** The detail pane on wide screens before an inquiry is opened. */
export function Component() {
  return (
    <p className="mt-16 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
      <Trans>Choose an inquiry in the list to see it here. Use j and k to move through the list, Enter to open one.</Trans>
    </p>
  );
}
