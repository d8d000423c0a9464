import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { PartnerDto } from "../../../../contract/partners";
import { CopyButton } from "../form/CopyButton";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";
import type { PartnerAnswer } from "./partnerAnswer";
import { privateLinks } from "./partnerLinks";

/**
 * A new private link, shown this once (the server keeps only its hash): the referral form's address and the
 * counts' address, to copy and send to the partner. Focus lands here so a screen reader hears it at once.
 */
export function NewLinkNotice({
  link,
  partner,
  onClose,
}: {
  link: NonNullable<PartnerAnswer["link"]>;
  partner: PartnerDto;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [link.secret]);
  const links = privateLinks(link.secret, partner.language);
  const name = partner.name;
  return (
    <section aria-labelledby="new-link-title" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5">
      <h2 id="new-link-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        <Trans>Private link for {name}</Trans>
      </h2>
      <p className="mt-1 text-slate-800">
        <Trans>
          Copy these now: they are shown only this once. Send them to the partner yourself; anyone with them can refer people and see the
          partner's counts.
        </Trans>
      </p>
      <div className="mt-3 grid gap-3">
        <label className="grid gap-1">
          <span className="font-medium">
            <Trans>Referral form</Trans>
          </span>
          <input readOnly value={links.refer} className={`${inputStyles} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <CopyButton text={links.refer} className={`${buttonStyles.secondary} ${compactButton}`}>
          <Trans>Copy the referral form's link</Trans>
        </CopyButton>
        <label className="grid gap-1">
          <span className="font-medium">
            <Trans>Their counts</Trans>
          </span>
          <input readOnly value={links.counts} className={`${inputStyles} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <CopyButton text={links.counts} className={`${buttonStyles.secondary} ${compactButton}`}>
          <Trans>Copy the counts' link</Trans>
        </CopyButton>
      </div>
      <button type="button" className={`${buttonStyles.secondary} ${compactButton} mt-3`} onClick={onClose}>
        <Trans>I have copied them</Trans>
      </button>
    </section>
  );
}
