import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { describeError } from "../../../../api/errorText";
import type { SheetEnteredDto } from "../../../../api/volunteers";
import { linkStyles } from "../../../../ui/styles";

export type EnteredSheet = SheetEnteredDto & { name: string; photo: "saved" | "failed" | "none"; photoFailure?: unknown };

/**
 * The sheets saved on this visit, newest first, each with its reference and what staff should know: an earlier
 * entry with the same number or address (both kept), texts kept off after a STOP, a photo that was not saved.
 * The newest is announced (a status region) with those warnings, so a screen reader hears each save and what
 * to look at.
 */
export function EnteredList({ entered }: { entered: EnteredSheet[] }) {
  const { t, i18n } = useLingui();
  const latest = entered[0];
  const announced = latest
    ? [
        t`Saved: ${latest.name}, reference ${latest.reference}.`,
        latest.possibleDuplicateOf ? t`Possibly the same person as ${latest.possibleDuplicateOf.reference}.` : "",
        latest.textsKeptOff ? t`Texts stay off: this number had asked us to stop.` : "",
        latest.photo === "failed" ? t`The photo was not saved.` : "",
      ]
        .filter(Boolean)
        .join(" ")
    : "";
  return (
    <section aria-labelledby="entered-sheets" className="space-y-2">
      <h2 id="entered-sheets" className="text-xl font-bold text-brand-900">
        <Trans>Saved on this visit</Trans>
      </h2>
      <p role="status" className="font-medium text-green-800 empty:hidden">
        {announced}
      </p>
      {entered.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No sheets yet.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {entered.map((sheet) => (
            <li key={sheet.id} className="space-y-1 p-3">
              <p>
                <Link to={`/admin/registry/${sheet.id}`} className={linkStyles.inline}>
                  {sheet.name}
                </Link>{" "}
                · {sheet.reference}
                {sheet.photo === "saved" ? <Trans> · photo kept</Trans> : null}
              </p>
              {sheet.possibleDuplicateOf ? (
                <p className="text-amber-900">
                  <Trans>
                    The same phone or email is already on the list as{" "}
                    <Link to={`/admin/registry/${sheet.possibleDuplicateOf.id}`} className={linkStyles.inline}>
                      {sheet.possibleDuplicateOf.reference}
                    </Link>
                    . Both are kept and flagged; nothing was merged.
                  </Trans>
                </p>
              ) : null}
              {sheet.textsKeptOff ? (
                <p className="text-amber-900">
                  <Trans>
                    This number had asked us to stop texts, so texts stay off. The person can text START or INICIO to say yes again.
                  </Trans>
                </p>
              ) : null}
              {sheet.photo === "failed" ? (
                <p className="font-medium text-red-700">
                  <Trans>The photo was not saved ({describeError(sheet.photoFailure, i18n)}). Add it from the person's page.</Trans>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
