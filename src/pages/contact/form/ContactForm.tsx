import { Trans } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useOpenStudy } from "../../../studies/useOpenStudy";
import { buttonStyles } from "../../../ui/styles";
import { useHydrated, useHydratedSearchParams } from "../../../ui/useHydrated";
import { ConsentBoxes } from "./ConsentBoxes";
import { ContactDetails, MessageFields } from "./ContactFields";
import { Honeypot } from "./Honeypot";
import { StudyChip } from "./StudyChip";
import { SubmittedConfirmation } from "./SubmittedConfirmation";
import { loadSchema, useContactForm } from "./useContactForm";

/** The contact form: the visitor's details, their message, the consents, and what happened once sent. */
export function ContactForm() {
  const [searchParams, setSearchParams] = useHydratedSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // "See if you qualify" links carry the study; the visitor can take it off.
  const study = useOpenStudy(searchParams.get("study") ?? "");
  const state = useContactForm({ studyCode: study?.code, form: formRef, confirmation: confirmationRef });

  const removeStudy = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("study");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    state.focusField("name");
  };

  return (
    // method="post": should the browser ever submit it natively, what was typed never lands in a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={state.onSubmit}
      onFocus={() => void loadSchema()}
      className="space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        <Trans>Send Us a Message</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>All fields are required unless marked optional.</Trans>
      </p>
      {/* Usable once the page has hydrated: text typed into the prerendered fields before then would be
          lost, and a native submission would bypass our validation and API. Takes a moment at most. */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
        {study ? <StudyChip study={study} onRemove={removeStudy} /> : null}
        <ContactDetails {...state} />
        <MessageFields {...state} />
        <ConsentBoxes {...state} />
        <Honeypot value={state.values.website} onChange={(value) => state.update("website", value)} />
        <SubmittedConfirmation
          ref={confirmationRef}
          reference={state.sent?.reference ?? null}
          texts={state.sent?.texts ?? false}
          status={state.status}
        />
        {/* aria-disabled rather than disabled while sending: a disabled button would drop the keyboard focus to
          the top of the page (a second submit is refused by the hook). */}
        <button
          type="submit"
          aria-disabled={state.submitting || undefined}
          className={`${buttonStyles.primary} w-full sm:w-auto aria-disabled:cursor-wait aria-disabled:opacity-60`}
        >
          {state.submitting ? <Trans>Submitting...</Trans> : <Trans>Submit</Trans>}
        </button>
      </fieldset>
    </form>
  );
}
