import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { site } from "../../content/site";
import { Dialog, DialogCloseTrigger } from "../../ui/Dialog";
import { buttonStyles, linkStyles } from "../../ui/styles";

type Props = { open: boolean; onClose: () => void; finalFocusEl: () => HTMLElement | null };

/**
 * Overlay two: a gentle invitation to get in touch, with direct phone and e-mail links. It opens with focus
 * on the dialog itself (its title is read; Enter cannot dial by accident).
 */
export default function LearnMorePrompt({ open, onClose, finalFocusEl }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      initialFocus="dialog"
      finalFocusEl={finalFocusEl}
      title={t`Want to Learn More?`}
      description={t`Our research team is happy to answer your questions about current studies and whether one may be right for you. Participation is always voluntary.`}
    >
      <ul className="mt-5 space-y-2 text-slate-800">
        <li>
          <Trans>Call us:</Trans>{" "}
          <a href={site.phoneHref} className={linkStyles.inline}>
            {site.phone}
          </a>
        </li>
        <li>
          <Trans>Email us:</Trans>{" "}
          <a href={`mailto:${site.email}`} className={linkStyles.inline}>
            {site.email}
          </a>
        </li>
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/contact" className={buttonStyles.primary} onClick={onClose}>
          <Trans>Contact Us</Trans>
        </Link>
        <DialogCloseTrigger className={buttonStyles.secondary}>
          <Trans>Maybe Later</Trans>
        </DialogCloseTrigger>
      </div>
    </Dialog>
  );
}
