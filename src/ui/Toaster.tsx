import { Toast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { connectToaster } from "./notify";
import { toaster } from "./toaster";

/** Renders the notification region; each toast has a labelled dismiss button. */
export default function Toaster() {
  const { t } = useLingui();
  useEffect(
    () =>
      connectToaster(({ title, description, type = "info", action }) => {
        // The newest notification replaces the one on screen (only one is visible at a time).
        toaster.remove();
        toaster.create({ title, description, type, ...(action ? { action, duration: Infinity } : {}) });
      }),
    [],
  );
  return (
    <ArkToaster toaster={toaster} aria-label={`${t`Notification`} (F8)`}>
      {(toast) => (
        <Toast.Root
          className={`relative w-[min(24rem,calc(100vw-2rem))] rounded-xl border-l-4 bg-white p-4 pr-10 shadow-lg ${
            toast.type === "error" ? "border-red-700" : "border-brand-600"
          }`}
        >
          <Toast.Title className="font-semibold text-slate-900">{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description className="mt-1 text-sm text-slate-700">{toast.description}</Toast.Description> : null}
          {toast.action ? (
            <Toast.ActionTrigger className="mt-2 inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
              {toast.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger
            aria-label={t`Dismiss notification`}
            className="absolute top-2 right-2 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
