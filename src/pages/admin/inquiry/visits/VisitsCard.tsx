import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import { isClosedStatus } from "../../../../../contract/inquiryStatus";
import { isUpcoming, type VisitChange, type VisitDto } from "../../../../../contract/visits";
import { describeError } from "../../../../api/errorText";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useAnswered } from "../../staffActions";
import { ActionCard, answerError } from "../actions/ActionCard";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { VisitForm } from "./VisitForm";
import { VisitItem } from "./VisitItem";
import { visitsHref, type VisitsLoad } from "./visitsRoute";

/**
 * The inquiry's screening visits (docs/visits.md): each with its state and marks, the buttons its state allows,
 * and the form that books one (or moves one). The visits load beside the inquiry (./visitsRoute.ts); every change
 * is the inquiry's action, after which the visits, the inquiry (its status, next step and timeline) and the
 * queue are read again.
 */
export function VisitsCard({ inquiry }: { inquiry: InquiryDetailDto }) {
  const { i18n } = useLingui();
  const href = visitsHref(inquiry.id);
  const list = useFetcher<VisitsLoad>({ key: `visits:${inquiry.id}` });
  const { state: listState, data: loaded, load } = list;
  useEffect(() => {
    if (listState === "idle" && loaded === undefined) void load(href);
  }, [listState, loaded, load, href]);
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiry.id) });
  // Booking a visit ("book"), moving one (its id), or neither.
  const [form, setForm] = useState<"none" | "book" | number>("none");
  // Where focus goes once the form has closed: the visit booked or moved, or back to the button that opened it.
  const [focusNext, setFocusNext] = useState<{ visit: number } | { opener: "book" | number } | null>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  useAnswered(fetcher, (answer) => {
    if (!answer.visit) return;
    if (form !== "none") setFocusNext({ visit: answer.visit.result.visit.id });
    setForm("none");
  });
  const closeForm = () => {
    if (form !== "none") setFocusNext({ opener: form });
    setForm("none");
  };
  useEffect(() => {
    if (!focusNext) return;
    const target =
      "visit" in focusNext
        ? document.getElementById(`visit-${focusNext.visit}`)
        : focusNext.opener === "book"
          ? bookButton.current
          : document.querySelector<HTMLElement>(`#visit-${focusNext.opener} [data-move]`);
    if (!target) return; // the visits are read again after a booking: tried again when they are in
    target.focus();
    setFocusNext(null);
  }, [focusNext, loaded]);

  const visits = loaded && "visits" in loaded ? loaded.visits : null;
  const loadError = loaded && "failure" in loaded ? describeError(loaded.failure, i18n) : "";
  const closed = isClosedStatus(inquiry.status);
  const change = (visit: VisitDto, next: VisitChange) =>
    void fetcher.submit({ intent: "visit-state", visitId: String(visit.id), startAt: visit.startAt, ...next }, { method: "post" });
  const visitForm = (moving?: VisitDto) => (
    <VisitForm inquiryId={inquiry.id} moving={moving} studyId={moving ? moving.studyId : inquiry.studyId} onCancel={closeForm} />
  );
  const shown = (visits ?? []).filter((visit) => visit.state !== "rescheduled").reverse();
  const missed =
    shown.some((visit) => visit.state === "no_show" || visit.state === "cancelled") && !shown.some((visit) => isUpcoming(visit.state));
  return (
    <ActionCard title={<Trans>Screening visits</Trans>} error={answerError(fetcher.data, ["visit-state"], i18n) || loadError}>
      {() => (
        <>
          {loaded === undefined ? (
            <p className="text-sm text-slate-700" role="status">
              <Trans>Loading visits…</Trans>
            </p>
          ) : null}
          {visits && shown.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>No visit booked yet.</Trans>
            </p>
          ) : null}
          <ul className="space-y-3" data-testid="visits">
            {shown.map((visit) => (
              <VisitItem
                key={visit.id}
                visit={visit}
                busy={fetcher.state !== "idle"}
                closed={closed}
                inquiryStatus={inquiry.status}
                onChange={(next) => change(visit, next)}
                onMove={() => setForm(visit.id)}
              >
                {form === visit.id ? <div className="mt-3">{visitForm(visit)}</div> : null}
              </VisitItem>
            ))}
          </ul>
          {closed ? null : form === "book" ? (
            visitForm()
          ) : (
            <button ref={bookButton} type="button" onClick={() => setForm("book")} className={`${buttonStyles.secondary} ${compactButton}`}>
              {missed ? <Trans>Book again</Trans> : <Trans>Book a visit</Trans>}
            </button>
          )}
        </>
      )}
    </ActionCard>
  );
}
