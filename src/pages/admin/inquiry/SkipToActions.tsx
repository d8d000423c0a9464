import { Trans } from "@lingui/react/macro";

/** Moves focus to the inquiry's "Next steps" heading (also the queue's "n" shortcut, src/pages/admin/inbox/QueueList.tsx). */
export function focusInquiryActions(): boolean {
  const heading = document.getElementById("actions-title");
  if (!heading) return false;
  heading.focus();
  heading.scrollIntoView({ block: "nearest" });
  return true;
}

/**
 * Right after the inquiry's heading, seen when focused: past the facts and the timeline to the actions in one
 * press. Not a fragment link, which would be a navigation for the router (and a read of the inquiry again).
 */
export function SkipToActions() {
  return (
    <a
      href="#actions-title"
      onClick={(event) => {
        if (focusInquiryActions()) event.preventDefault();
      }}
      className="sr-only rounded-lg bg-white px-3 py-2 font-semibold text-brand-800 underline focus:not-sr-only focus:mt-2 focus:inline-block focus:outline-2 focus:outline-brand-500"
    >
      <Trans>Skip to next steps</Trans>
    </a>
  );
}
