import { useLingui } from "@lingui/react/macro";
import { createContext, use, useEffect, useId, useRef, type ReactNode } from "react";

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

const CloseContext = createContext<(() => void) | null>(null);

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * Accessible modal dialog with the site's styling, on the browser's own <dialog> shown with showModal(): the
 * page behind it is inert (focus stays inside), Escape closes it, and it sits above everything. It costs no
 * script of its own (a dialog library would add some 20 KB to every page that has one), so a page's first
 * load stays small. Its content exists only while it is open.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const focusBefore = useRef<Element | null>(null);
  const id = useId();
  // The latest callbacks, read when the browser closes the dialog (Escape) without a render in between.
  const latest = useRef({ onOpenChange, finalFocusEl });
  latest.current = { onOpenChange, finalFocusEl };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      focusBefore.current = document.activeElement;
      dialog.showModal();
      const first = initialFocus === "first-control" ? dialog.querySelector<HTMLElement>(FOCUSABLE) : null;
      (first ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  const onClose = () => {
    const target = latest.current.finalFocusEl?.() ?? focusBefore.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    if (open) latest.current.onOpenChange(false);
  };
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={onClose}
      // A click on the dimmed page around the box (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === ref.current && close()}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 focus:outline-none ${
        size === "lg" ? "max-w-4xl" : "max-w-lg"
      }`}
    >
      {open ? (
        <CloseContext value={close}>
          <div className="relative p-6 sm:p-8">
            <h2 id={`${id}-title`} className="pr-8 text-2xl font-bold text-brand-900">
              {title}
            </h2>
            {description ? (
              <div id={`${id}-description`} className="mt-3 text-slate-700">
                {description}
              </div>
            ) : null}
            {children}
            {showCloseIcon ? (
              <button
                type="button"
                aria-label={t`Close`}
                onClick={close}
                className="absolute top-4 right-4 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
        </CloseContext>
      ) : null}
    </dialog>
  );
}

/** A button that closes the dialog it is in ("Close", "Maybe Later"). */
export function DialogCloseTrigger({ className, children }: { className?: string; children: ReactNode }) {
  const close = use(CloseContext);
  return (
    <button type="button" className={className} onClick={() => close?.()}>
      {children}
    </button>
  );
}
