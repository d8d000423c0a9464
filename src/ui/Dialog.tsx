import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Wider content such as a full-size photo. */
  size?: "md" | "lg";
  /** Show the corner × button (dialogs with their own Close action may hide it). */
  showCloseIcon?: boolean;
  /** "dialog": focus the dialog itself on opening (its title is read) rather than its first control. */
  initialFocus?: "first-control" | "dialog";
  /** Where focus goes on closing; by default back to where it was before the dialog opened. */
  finalFocusEl?: () => HTMLElement | null;
};

/** Accessible modal dialog (focus trap, Escape, focus return) with the site's styling. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
  showCloseIcon = true,
  initialFocus = "first-control",
  finalFocusEl,
}: DialogProps) {
  const { t } = useLingui();
  const content = useRef<HTMLDivElement>(null);
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={initialFocus === "dialog" ? () => content.current : undefined}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-40 bg-slate-900/60" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <ArkDialog.Content
            ref={content}
            className={`relative focus:outline-none max-h-[90vh] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8 ${
              size === "lg" ? "max-w-4xl" : "max-w-lg"
            }`}
          >
            <ArkDialog.Title className="pr-8 text-2xl font-bold text-brand-900">{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className="mt-3 text-slate-700">{description}</ArkDialog.Description> : null}
            {children}
            {showCloseIcon ? (
              <ArkDialog.CloseTrigger
                aria-label={t`Close`}
                className="absolute top-4 right-4 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </ArkDialog.CloseTrigger>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

export const DialogCloseTrigger = ArkDialog.CloseTrigger;
