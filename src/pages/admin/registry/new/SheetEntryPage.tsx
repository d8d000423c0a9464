import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher, type ActionFunctionArgs } from "react-router";
import { clinicToday } from "../../../../../contract/clinicTime";
import { SHEET_PHOTO_MAX_BYTES, SHEET_PHOTO_TYPES } from "../../../../../contract/volunteerSheet";
import { CURRENT_REGISTRY_STATEMENT } from "../../../../../contract/volunteers";
import { describeError } from "../../../../api/errorText";
import { ApiError } from "../../../../api/http";
import { enterSheet, putSheetPhoto, type SheetEnteredDto } from "../../../../api/volunteers";
import { PageMeta } from "../../../../shell/PageMeta";
import { buttonStyles } from "../../../../ui/styles";
import { problem, refused, useAnswered, type Answer } from "../../staffActions";
import { PersonFields } from "./PersonFields";
import { SheetSettingsFields } from "./SheetSettings";
import { EnteredList, type EnteredSheet } from "./EnteredList";
import { fallbackProblem, formFieldOf, sheetFieldProblems, sheetFromForm, type SheetSettings } from "./sheetEntry";
import { BackToList } from "../BackToList";

export type SheetAnswer = Answer & { entered?: EnteredSheet };

/**
 * Saves one sheet: the person first, then the photo of the signed sheet if one was chosen. A photo the
 * server refuses leaves the person saved and says so (the photo can be added from their page).
 */
export async function action({ request }: ActionFunctionArgs): Promise<SheetAnswer> {
  const form = await request.formData();
  const photo = form.get("photo");
  const hasPhoto = photo instanceof File && photo.size > 0;
  if (hasPhoto && (photo.size > SHEET_PHOTO_MAX_BYTES || !(SHEET_PHOTO_TYPES as readonly string[]).includes(photo.type)))
    return problem("enter", msg`The photo must be a JPEG, PNG or WebP picture of at most 10 MB. Nothing was saved.`);
  const sheet = sheetFromForm(form);
  let saved: SheetEnteredDto;
  try {
    saved = await enterSheet(sheet);
  } catch (failure) {
    return refused("enter", failure);
  }
  let photoFailure: unknown;
  if (hasPhoto) {
    try {
      await putSheetPhoto(saved.id, photo);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      photoFailure = failure;
    }
  }
  return {
    intent: "enter",
    // No loader on this screen reads what was entered (the list reads it afresh when opened).
    changed: [],
    entered: { ...saved, name: sheet.name, photo: hasPhoto ? (photoFailure === undefined ? "saved" : "failed") : "none", photoFailure },
  };
}

const startingSettings = (): SheetSettings => ({
  source: "event_sheet",
  how: "",
  signedOn: clinicToday(),
  consentVersion: CURRENT_REGISTRY_STATEMENT,
  language: "es",
});

/**
 * /admin/registry/new: paper sheets from events (and yeses given on the phone) typed in one after another,
 * keyboard only. The sheet's settings stay; after each save the person's fields empty and the cursor is back
 * in the name, and the sheets saved on this visit are listed below with their references.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const id = useId();
  const fetcher = useFetcher<SheetAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [settings, setSettings] = useState(startingSettings);
  const [entry, setEntry] = useState(() => ({ count: 0, submissionId: crypto.randomUUID() }));
  const [entered, setEntered] = useState<EnteredSheet[]>([]);

  const failure = fetcher.data?.entered ? undefined : fetcher.data?.failure;
  const fieldErrors: Record<string, string> = {};
  if (failure instanceof ApiError)
    for (const [field, codes] of Object.entries(failure.fields)) {
      const code = codes[0] ?? "";
      fieldErrors[formFieldOf(field)] = i18n._(sheetFieldProblems[code] ?? fallbackProblem);
    }
  const formError = fetcher.data?.problem
    ? i18n._(fetcher.data.problem)
    : failure === undefined
      ? ""
      : Object.keys(fieldErrors).length > 0
        ? t`Nothing was saved. Check the fields marked below.`
        : describeError(failure, i18n);

  useAnswered(fetcher, (answer) => {
    if (answer.entered) {
      setEntered((list) => [answer.entered!, ...list]);
      setEntry((current) => ({ count: current.count + 1, submissionId: crypto.randomUUID() }));
      return;
    }
    // Refused: the cursor goes to the first field to fix (or stays, with the message read out).
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input')?.focus();
  });
  // A fresh set of fields for the next sheet: the cursor back in its name.
  useEffect(() => {
    if (entry.count > 0) nameRef.current?.focus();
  }, [entry.count]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void fetcher.submit(event.currentTarget, { method: "post", encType: "multipart/form-data" });
  };
  const busy = fetcher.state !== "idle";

  return (
    <div className="mx-auto max-w-screen-lg space-y-6 px-4 py-6">
      <PageMeta title={t`Enter sign-up sheets`} description={t`Paper sheets and phone yeses for the future studies list.`} noIndex />
      <BackToList />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Enter sign-up sheets</Trans>
      </h1>
      <p className="max-w-prose text-slate-700">
        <Trans>
          For paper sheets from events and for a yes given on the phone. Enter what the sheet says: its words and the day it was signed are
          what is kept. Press Enter to save; the next sheet starts in the name field.
        </Trans>
      </p>
      <form ref={formRef} onSubmit={submit} noValidate aria-describedby={formError ? `${id}-error` : undefined} className="space-y-6">
        <SheetSettingsFields settings={settings} onChange={setSettings} errors={fieldErrors} />
        <PersonFields key={entry.count} errors={fieldErrors} nameRef={nameRef} idPrefix={id} />
        <input type="hidden" name="submissionId" value={entry.submissionId} />
        <p id={`${id}-error`} role="alert" className="font-medium text-red-700 empty:hidden">
          {formError}
        </p>
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? <Trans>Saving...</Trans> : <Trans>Save this sheet</Trans>}
        </button>
      </form>
      <EnteredList entered={entered} />
    </div>
  );
}
