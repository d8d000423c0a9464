import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import {
  answerField,
  CONTACT_FIELD_ORDER,
  PRESCREEN_VERSION_FIELD,
  STUDY_FIELD,
  type FormStudy,
  type PrescreenAnswers,
} from "../../../../contract/contactForm";
import { localizedPath } from "../../../../contract/sitePaths";
import { useRenderedState } from "../../../prerender/renderedState";
import { CONTACT_FORM_ID } from "../../../studies/qualify";
import { useOpenStudy } from "../../../studies/useOpenStudy";
import { useHydrated } from "../../../ui/useHydrated";
import { buttonStyles } from "../../../ui/styles";
import { ConsentBoxes } from "./ConsentBoxes";
import { ContactDetails, MessageFields } from "./ContactFields";
import { Honeypot } from "./Honeypot";
import { StudyChip } from "./StudyChip";
import { SubmittedConfirmation } from "./SubmittedConfirmation";
import { prepareToSend, useContactForm } from "./useContactForm";

const studyOf = (search: string) => new URLSearchParams(search).get("study") ?? "";

/**
 * The contact form: the visitor's details, their message, the consents, and what happened once sent. It is
 * a real form from the first paint: before the page's code has arrived (or without it) the browser posts it
 * to the Worker (worker/pages/contactForm.ts), which answers with the confirmation page or this form again
 * with every value and the problems; once the code is there, the same form is checked here and sent with
 * `fetch`. The study comes from the page (a study's questions), from what the Worker rendered, or from the
 * link's `?study=`.
 */
export function ContactForm({ study: givenStudy, prescreen }: { study?: FormStudy; prescreen?: PrescreenAnswers }) {
  const { i18n } = useLingui();
  const language = i18n.locale === "es" ? "es" : "en";
  const rendered = useRenderedState("contactForm");
  const { search } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // Mounted by a navigation in the browser, not hydrating the server's HTML.
  const hydratedNow = useHydrated();
  const [openedInBrowser] = useState(hydratedNow);

  // The page as it arrived keeps the study it was rendered with; later changes of the link's query apply.
  const [studyCode, setStudyCode] = useState(givenStudy?.code ?? rendered?.study?.code ?? "");
  const appliedSearch = useRef<string | null>(givenStudy || rendered ? search : null);
  useEffect(() => {
    if (givenStudy || appliedSearch.current === search) return;
    appliedSearch.current = search;
    setStudyCode(studyOf(search));
  }, [search, givenStudy]);
  const known = givenStudy ?? (rendered?.study?.code === studyCode ? rendered.study : null);
  const open = useOpenStudy(known ? "" : studyCode);
  const study: FormStudy | null = studyCode ? (known ?? (open ? { code: open.code, title: open.text.title } : null)) : null;
  const answers = prescreen ?? rendered?.prescreen ?? undefined;

  const state = useContactForm({
    initial: rendered,
    studyCode: study?.code,
    prescreen: answers,
    form: formRef,
    confirmation: confirmationRef,
    onStudyClosed: () => dropStudy(),
  });

  const dropStudy = () => {
    setStudyCode("");
    if (studyOf(search)) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("study");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  const removeStudy = () => {
    dropStudy();
    state.focusField("name");
  };

  // Opened from "See if you qualify" (rendered by the Worker, or reached in the browser), or sent back with
  // problems: the page opens on the field to fill. Never on hydration of a page without it (no focus theft).
  const firstError = CONTACT_FIELD_ORDER.find((field) => rendered?.errors[field]);
  const fromStudyLink = (rendered?.study && !rendered.problem) || (openedInBrowser && studyOf(search) !== "");
  const autoFocus = firstError ?? (fromStudyLink && !givenStudy ? "name" : undefined);

  return (
    // Posted without JavaScript: url-encoded, never in the URL; the Worker checks its origin and its fields.
    <form
      id={CONTACT_FORM_ID}
      ref={formRef}
      method="post"
      action={localizedPath("/contact", language)}
      noValidate
      onSubmit={state.onSubmit}
      onFocus={() => void prepareToSend()}
      className="scroll-mt-24 space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        <Trans>Send Us a Message</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>All fields are required unless marked optional.</Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>Writing for someone in your family? You may, if they agree. Tell us in your message who it is for.</Trans>
      </p>
      {study ? (
        <>
          <StudyChip study={study} onRemove={answers ? undefined : removeStudy} />
          <input type="hidden" name={STUDY_FIELD} value={study.code} />
        </>
      ) : null}
      {answers ? (
        <>
          <input type="hidden" name={PRESCREEN_VERSION_FIELD} value={answers.versionId} />
          {Object.entries(answers.answers).map(([question, answer]) => (
            <input key={question} type="hidden" name={answerField(question)} value={answer} />
          ))}
        </>
      ) : null}
      <ContactDetails {...state} autoFocus={autoFocus} />
      <MessageFields {...state} autoFocus={autoFocus} />
      <ConsentBoxes {...state} autoFocus={autoFocus} />
      <Honeypot value={state.values.website} onChange={(value) => state.update("website", value)} />
      <SubmittedConfirmation
        ref={confirmationRef}
        reference={state.sent?.reference ?? null}
        texts={state.sent?.texts ?? false}
        problem={state.problem}
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
    </form>
  );
}
