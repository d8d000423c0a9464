import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Investigator } from "../../content/team";
import { Dialog, DialogCloseTrigger } from "../../ui/Dialog";
import { buttonStyles } from "../../ui/styles";

/** A team member's card; activating it opens the full biography (docs/product.md#screens-and-routes and #states-and-transitions). */
export function InvestigatorCard({ investigator }: { investigator: Investigator }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const name = investigator.name[i18n.locale === "es" ? "es" : "en"];
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex w-full flex-col text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500 sm:flex-row"
      >
        <img
          src={investigator.photo}
          alt=""
          width="240"
          height="240"
          loading="lazy"
          className="aspect-square w-full bg-brand-50 object-cover sm:w-48"
        />
        <span className="block p-6">
          <span className="block text-xl font-bold text-slate-900">{name}</span>
          <span className="mt-1 block font-medium text-brand-800">{i18n._(investigator.title)}</span>
          <span className="mt-3 block text-slate-700">{i18n._(investigator.shortBio)}</span>
          <span className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4">
            <Trans>Read full bio</Trans>
          </span>
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={name} description={i18n._(investigator.title)} showCloseIcon={false}>
        <div className="mt-4 space-y-3 text-slate-700">
          {investigator.fullBio.map((paragraph, index) => (
            <p key={index}>{i18n._(paragraph)}</p>
          ))}
        </div>
        <DialogCloseTrigger className={`${buttonStyles.primary} mt-6`}>
          <Trans>Close</Trans>
        </DialogCloseTrigger>
      </Dialog>
    </article>
  );
}
