import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { Comparison, StudyDesign, StudyText, TrialDesign } from "../../../../../contract/studies";
import { STUDY_TEXT_LIMITS, TRIAL_DESIGNS } from "../../../../../contract/studySchemas";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { describeError } from "../../../../api/errorText";
import { notify } from "../../../../ui/notify";
import { FormActions } from "../../form/FormActions";
import { asJson, useAnswered, type Answer } from "../../staffActions";
import { joinField, splitField, TextField, type FieldShape } from "./TextField";

type TextKey = keyof StudyText;
type Draft = { design: StudyDesign; en: Record<TextKey, string>; es: Record<TextKey, string> };

const FIELDS: { key: TextKey; shape: FieldShape; max: number }[] = [
  { key: "title", shape: "line", max: STUDY_TEXT_LIMITS.title },
  { key: "summary", shape: "paragraph", max: STUDY_TEXT_LIMITS.paragraph },
  { key: "about", shape: "paragraphs", max: STUDY_TEXT_LIMITS.paragraph },
  { key: "eligibility", shape: "lines", max: STUDY_TEXT_LIMITS.listItem },
  { key: "involves", shape: "paragraphs", max: STUDY_TEXT_LIMITS.paragraph },
  { key: "timeline", shape: "paragraphs", max: STUDY_TEXT_LIMITS.paragraph },
  { key: "costs", shape: "paragraphs", max: STUDY_TEXT_LIMITS.paragraph },
  { key: "sponsor", shape: "line", max: STUDY_TEXT_LIMITS.sponsor },
  { key: "doctor", shape: "line", max: STUDY_TEXT_LIMITS.doctor },
];

const EMPTY_TEXT: StudyText = {
  title: "",
  summary: "",
  about: [],
  eligibility: [],
  involves: [],
  timeline: [],
  costs: [],
  sponsor: "",
  doctor: "",
};

const toForm = (text: StudyText) =>
  Object.fromEntries(FIELDS.map(({ key, shape }) => [key, joinField(text[key], shape)])) as Record<TextKey, string>;
const fromForm = (form: Record<TextKey, string>): StudyText =>
  Object.fromEntries(
    FIELDS.map(({ key, shape }) => [key, shape === "line" || shape === "paragraph" ? form[key].trim() : splitField(form[key], shape)]),
  ) as StudyText;

/**
 * A version's words in both languages, side by side, each field checked against the content rules as it is
 * typed, and its design (placebo or usual care, blinding). Saving (the study's action) keeps it a draft.
 */
export function VersionEditor({
  from,
  onDone,
}: {
  from: { design: StudyDesign; text: { en: StudyText; es: StudyText } } | null;
  /** Saved, or cancelled: the editor closes. */
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<Answer>();
  useAnswered(fetcher, (answer) => {
    if (!answer.done) return;
    notify({ type: "success", title: t`Saved`, description: i18n._(answer.done) });
    onDone();
  });
  const [draft, setDraft] = useState<Draft>(() => ({
    design: from?.design ?? { comparison: "placebo", doubleBlind: true, trialDesign: ["RandomizedTrial"] },
    en: toForm(from?.text.en ?? EMPTY_TEXT),
    es: toForm(from?.text.es ?? EMPTY_TEXT),
  }));
  const labels: Record<TextKey, { label: ReactNode; hint?: ReactNode }> = {
    title: { label: <Trans>Title</Trans> },
    summary: { label: <Trans>Summary (the study's card)</Trans> },
    about: { label: <Trans>What the study wants to find out</Trans>, hint: <Trans>Paragraphs: leave a blank line between them.</Trans> },
    eligibility: { label: <Trans>Key eligibility</Trans>, hint: <Trans>One item per line.</Trans> },
    involves: { label: <Trans>What taking part involves</Trans>, hint: <Trans>Paragraphs: leave a blank line between them.</Trans> },
    timeline: {
      label: <Trans>How long it lasts and how many visits (optional)</Trans>,
      hint: (
        <Trans>
          From the protocol, e.g. how many months and about how many visits. Until it is written, the page says the study team explains it.
        </Trans>
      ),
    },
    costs: {
      label: <Trans>This study's own cost notes (optional)</Trans>,
      hint: <Trans>Paragraphs: leave a blank line between them.</Trans>,
    },
    sponsor: { label: <Trans>Sponsor</Trans> },
    doctor: { label: <Trans>Study doctor at our clinic (optional)</Trans> },
  };
  const languageName = { en: t`English`, es: t`Spanish` };
  const toggleDesign = (design: TrialDesign, on: boolean) =>
    setDraft({
      ...draft,
      design: {
        ...draft.design,
        trialDesign: on ? [...draft.design.trialDesign, design] : draft.design.trialDesign.filter((d) => d !== design),
      },
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = { design: draft.design, en: fromForm(draft.en), es: fromForm(draft.es) };
    void fetcher.submit(asJson({ intent: "save-draft", draft: saved }), { method: "post", encType: "application/json" });
  };
  const error = fetcher.data?.failure === undefined ? "" : describeError(fetcher.data.failure, i18n);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t`Draft of the study's text`}>
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          <Trans>How the study is run</Trans>
        </legend>
        <OptionSelect
          label={<Trans>Compared with</Trans>}
          value={draft.design.comparison}
          onChange={(comparison) => setDraft({ ...draft, design: { ...draft.design, comparison: comparison as Comparison } })}
          options={[
            ["placebo", t`Placebo`],
            ["usual-care", t`Usual care`],
          ]}
        />
        <label className="flex items-center gap-2 self-end text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.design.doubleBlind}
            onChange={(event) => setDraft({ ...draft, design: { ...draft.design, doubleBlind: event.target.checked } })}
            className="size-5"
          />
          <Trans>Double-blind</Trans>
        </label>
        <fieldset className="text-sm text-slate-800">
          <legend className="font-medium">
            <Trans>Design (schema.org)</Trans>
          </legend>
          {TRIAL_DESIGNS.map((design) => (
            <label key={design} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={draft.design.trialDesign.includes(design)}
                onChange={(event) => toggleDesign(design, event.target.checked)}
                className="size-5"
              />
              {design}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        {(["en", "es"] as const).map((language) => (
          <fieldset key={language} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{languageName[language]}</legend>
            {FIELDS.map(({ key, shape, max }) => (
              <TextField
                key={key}
                {...labels[key]}
                language={language}
                shape={shape}
                maxLength={max}
                checked={key !== "sponsor" && key !== "doctor"}
                value={draft[language][key]}
                onChange={(value) => setDraft({ ...draft, [language]: { ...draft[language], [key]: value } })}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <FormActions submit={<Trans>Save the draft</Trans>} error={error} busy={fetcher.state !== "idle"} onCancel={onDone} />
    </form>
  );
}
