import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import { MESSAGE_CHANNELS, type ComposerDto, type MessageChannel } from "../../../../../contract/messaging";
import { describeError } from "../../../../api/errorText";
import { fetchComposer } from "../../../../api/messages";
import { useAuthFailure, useStaffSession } from "../../session";

export type ComposerLoad = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; composer: ComposerDto };

/**
 * What the composer may offer for this inquiry (channels, templates, the stop line), read again when the
 * inquiry changes (a reply arrived, it was reopened) and after each message; and the chosen channel, kept
 * while it stays available, else the first one that is.
 */
export function useComposer(inquiry: InquiryDetailDto) {
  const { i18n } = useLingui();
  const { token } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const [loaded, setLoaded] = useState<ComposerLoad>({ kind: "loading" });
  const [reloads, setReloads] = useState(0);
  const [channel, setChannel] = useState<MessageChannel | null>(null);

  const replied = inquiry.events.some((event) => event.message?.direction === "in");
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: "loading" });
    fetchComposer(token, inquiry.id, controller.signal).then(
      (composer) => {
        setLoaded({ kind: "ready", composer });
        setChannel((current) =>
          current && composer.state.channels[current].available
            ? current
            : (MESSAGE_CHANNELS.find((c) => composer.state.channels[c].available) ?? null),
        );
      },
      (failure: unknown) => {
        if (controller.signal.aborted || handleAuthFailure(failure)) return;
        setLoaded({ kind: "failed", message: describeError(failure, i18n) });
      },
    );
    return () => controller.abort();
  }, [token, inquiry.id, inquiry.status, replied, reloads, handleAuthFailure, i18n]);

  return { loaded, reload: () => setReloads((n) => n + 1), channel, setChannel };
}
