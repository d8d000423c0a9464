import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
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
  useAnswered(fetcher, (answer) => {
    if (answer.visit) setForm("none");
  });

  const visits = loaded && "visits" in loaded ? loaded.visits : null;
  const loadError = loaded && "failure" in loaded ? describeError(loaded.failure, i18n) : "";
  const closed = isClosedStatus(inquiry.status);
  const change = (visit: VisitDto, next: VisitChange) =>
    void fetcher.submit({ intent: "visit-state", visitId: String(visit.id), startAt: visit.startAt, ...next }, { method: "post" });
  const visitForm = (moving?: VisitDto) => (
    <VisitForm
      inquiryId={inquiry.id}
      moving={moving}
      studyId={moving ? moving.studyId : inquiry.studyId}
      onCancel={() => setForm("none")}
    />
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
            <button type="button" onClick={() => setForm("book")} className={`${buttonStyles.secondary} ${compactButton}`}>
              {missed ? <Trans>Book again</Trans> : <Trans>Book a visit</Trans>}
            </button>
          )}
        </>
      )}
    </ActionCard>
  );
}
