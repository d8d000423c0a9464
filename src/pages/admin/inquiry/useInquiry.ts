import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { InquiryDetailDto, InquirySummaryDto } from "../../../../contract/inbox";
import type { EventInput } from "../../../../contract/inquiryEvents";
import { isClosedStatus } from "../../../../contract/inquiryStatus";
import { describeError } from "../../../api/errorText";
import { appendInquiryEvent, fetchInquiry } from "../../../api/inbox";
import { eraseInquiry } from "../../../api/inquiries";
import { markRepliesRead } from "../../../api/messages";
import { notify } from "../../../ui/notify";
import type { QueueContext } from "../inbox/QueueList";
import { statusLabels } from "../labels";
import { useAuthFailure, useStaffSession } from "../session";
import { describeEvent } from "./eventText";

/** The parts of the detail the queue's row shows. */
const SUMMARY_FIELDS = [
  "id",
  "status",
  "assignee",
  "attemptCount",
  "lastAttempt",
  "nextStep",
  "due",
  "waitingSince",
  "unreadSince",
  "overdue",
  "businessMinutesWaiting",
  "firstResponseBusinessMinutes",
] as const satisfies readonly (keyof InquirySummaryDto & keyof InquiryDetailDto)[];

function summaryOf(inquiry: InquiryDetailDto): Partial<InquirySummaryDto> & { id: number } {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, inquiry[field]])) as Pick<
    InquiryDetailDto,
    (typeof SUMMARY_FIELDS)[number]
  >;
}

/**
 * One inquiry on its page, and what staff do to it: every change keeps the queue's row beside it current,
 * is announced, and moves focus to the timeline entry it added (the page does not scroll to the top).
 */
export function useInquiry(initial: InquiryDetailDto, queue: QueueContext | undefined) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { token } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const [inquiry, setInquiry] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const focusEvent = useRef<number | null>(null);

  useEffect(() => {
    if (focusEvent.current === null) return;
    const entry = document.getElementById(`event-${focusEvent.current}`);
    focusEvent.current = null;
    entry?.focus({ preventScroll: true });
    entry?.scrollIntoView({ block: "nearest" });
  }, [inquiry]);

  /** The inquiry as the server now has it, and the timeline entry the change added (focused and announced). */
  const show = (updated: InquiryDetailDto, added: InquiryDetailDto["events"][number] | undefined) => {
    focusEvent.current = added?.id ?? null;
    setInquiry(updated);
    queue?.updateRow(summaryOf(updated));
    setAnnouncement(added ? t`Saved: ${describeEvent(added, i18n)}` : t`Saved.`);
  };

  const act = async (event: EventInput): Promise<string | null> => {
    const before = inquiry;
    try {
      const { inquiry: updated, eventIds } = await appendInquiryEvent(token, inquiry.id, event);
      show(
        updated,
        updated.events.find((entry) => entry.id === eventIds[0]),
      );
      if (event.type === "status" && isClosedStatus(event.status) && !isClosedStatus(before.status)) {
        const status = i18n._(statusLabels[event.status]);
        notify({
          type: "success",
          title: t`Inquiry closed`,
          description: t`#${inquiry.id} is now "${status}".`,
          action: { label: t`Undo`, onClick: () => void act({ type: "status", status: before.status }) },
        });
      }
      return null;
    } catch (failure) {
      if (handleAuthFailure(failure)) return null;
      return describeError(failure, i18n);
    }
  };

  // Opening an inquiry with unread replies reads them: it leaves "Unread replies".
  const unread = inquiry.unreadSince !== null;
  useEffect(() => {
    if (!unread) return;
    markRepliesRead(token, inquiry.id).then(
      () => {
        setInquiry((current) => ({ ...current, unreadSince: null }));
        queue?.updateRow({ id: inquiry.id, unreadSince: null });
      },
      (failure: unknown) => void handleAuthFailure(failure),
    );
  }, [unread, token, inquiry.id, queue, handleAuthFailure]);

  const messageSent = (updated: InquiryDetailDto, messageId: number) =>
    show(
      updated,
      updated.events.find((entry) => entry.message?.id === messageId),
    );

  // A visit changed: the inquiry's status, next step and timeline changed with it.
  const visitChanged = async (what: string) => {
    try {
      const updated = await fetchInquiry(token, inquiry.id);
      setInquiry(updated);
      queue?.updateRow(summaryOf(updated));
    } catch (failure) {
      if (handleAuthFailure(failure)) return;
    }
    setAnnouncement(what);
    notify({ type: "success", title: t`Saved`, description: what });
  };

  const erase = async () => {
    try {
      await eraseInquiry(token, inquiry.id);
      notify({
        type: "success",
        title: t`Personal data erased`,
        description: t`Inquiry #${inquiry.id} no longer holds any personal data.`,
      });
      queue?.removeRow(inquiry.id);
      navigate(queue?.listHref ?? "/admin", { replace: true });
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
    }
  };

  return { inquiry, announcement, act, messageSent, visitChanged, erase };
}
