import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, type ActionFunctionArgs } from "react-router";
import { SHEET_PHOTO_MAX_BYTES, SHEET_PHOTO_TYPES } from "../../../../contract/volunteerSheet";
import { describeError } from "../../../api/errorText";
import { fetchSheetPhoto, putSheetPhoto } from "../../../api/volunteers";
import { FormField } from "../../../ui/form/FormField";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";
import { problem, refused, useAnswered, type Answer } from "../staffActions";

/** The person page's action: a photo of the signed sheet, kept (or replaced). */
export async function sheetPhotoAction({ request, params }: ActionFunctionArgs): Promise<Answer> {
  const form = await request.formData();
  const photo = form.get("photo");
  if (!(photo instanceof File) || photo.size === 0) return problem("photo", msg`Choose the photo first.`);
  if (photo.size > SHEET_PHOTO_MAX_BYTES || !(SHEET_PHOTO_TYPES as readonly string[]).includes(photo.type))
    return problem("photo", msg`The photo must be a JPEG, PNG or WebP picture of at most 10 MB.`);
  try {
    await putSheetPhoto(Number(params.id), photo);
    return { intent: "photo", changed: ["person"] };
  } catch (failure) {
    return refused("photo", failure);
  }
}

/**
 * The photo of the signed sheet: shown only when asked for (it is read with the session, into memory, and
 * let go when the page closes), and a way to add or replace it.
 */
export function SheetPhoto({ personId, reference, hasPhoto }: { personId: number; reference: string; hasPhoto: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const [shown, setShown] = useState<{ url: string } | { error: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The button pressed goes away (Show becomes Hide, the form starts again): focus goes where the work goes on.
  const [focusNext, setFocusNext] = useState<"show" | "hide" | "title" | null>(null);
  const targets = { show: useRef<HTMLButtonElement>(null), hide: useRef<HTMLButtonElement>(null), title: useRef<HTMLHeadingElement>(null) };
  useEffect(() => {
    if (!focusNext) return;
    targets[focusNext].current?.focus();
    setFocusNext(null);
  });
  useEffect(() => () => void (shown && "url" in shown && URL.revokeObjectURL(shown.url)), [shown]);
  useAnswered(fetcher, (answer) => {
    if (answer.failure !== undefined || answer.problem) return;
    setShown(null);
    setFormKey((key) => key + 1);
    setFocusNext("title");
  });
  const show = async () => {
    try {
      setShown({ url: URL.createObjectURL(await fetchSheetPhoto(personId)) });
      setFocusNext("hide");
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setShown({ error: describeError(failure, i18n) });
    }
  };
  const answer = fetcher.data;
  const error = answer?.problem ? i18n._(answer.problem) : answer?.failure !== undefined ? describeError(answer.failure, i18n) : "";
  const saved = fetcher.state === "idle" && answer !== undefined && !error;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} ref={targets.title} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
        <Trans>Signed sheet</Trans>
      </h2>
      {hasPhoto ? (
        shown && "url" in shown ? (
          <div className="space-y-2">
            <img
              src={shown.url}
              alt={t`Photo of the signed sheet for ${reference}`}
              className="max-h-[80vh] max-w-full rounded-lg border"
            />
            <button
              type="button"
              ref={targets.hide}
              onClick={() => {
                setShown(null);
                setFocusNext("show");
              }}
              className={`${buttonStyles.ghost} ${compactButton}`}
            >
              <Trans>Hide the photo</Trans>
            </button>
          </div>
        ) : (
          <button type="button" ref={targets.show} onClick={() => void show()} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Show the photo of the signed sheet</Trans>
          </button>
        )
      ) : (
        <p className="text-slate-700">
          <Trans>No photo is kept.</Trans>
        </p>
      )}
      {shown && "error" in shown ? (
        <p role="alert" className="font-medium text-red-700">
          {shown.error}
        </p>
      ) : null}
      <fetcher.Form key={formKey} method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <FormField
          label={hasPhoto ? t`Replace the photo` : t`Add a photo`}
          hint={t`A JPEG, PNG or WebP picture, at most 10 MB. Kept private; erased with the person's details.`}
          error={error || undefined}
        >
          {(control) => <input {...control} type="file" name="photo" accept={SHEET_PHOTO_TYPES.join(",")} className={inputStyles} />}
        </FormField>
        <button type="submit" disabled={fetcher.state !== "idle"} className={`${buttonStyles.primary} ${compactButton}`}>
          {fetcher.state !== "idle" ? <Trans>Saving...</Trans> : <Trans>Keep this photo</Trans>}
        </button>
      </fetcher.Form>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {saved ? t`The photo is kept.` : ""}
      </p>
    </section>
  );
}
