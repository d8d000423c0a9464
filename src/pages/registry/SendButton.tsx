import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ComponentProps } from "react";

/**
 * The submit button of a form the browser posts itself (the Worker answers with the next page). Once the
 * page's code is there, a press says "Submitting..." and a second press is refused until the answer comes,
 * so nobody sends twice thinking the first did nothing. Without JavaScript the Worker makes a repeat harmless
 * (worker/http/plainForm.ts). aria-disabled rather than disabled: a disabled button would drop the
 * keyboard focus, and the button's own name/value must still be sent.
 */
export function SendButton({ children, className, ...props }: Omit<ComponentProps<"button">, "type">) {
  const button = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    let sent = false;
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented) return;
      if (sent) {
        event.preventDefault();
        return;
      }
      sent = true;
      setSending(true);
    };
    // Back from the next page (the back/forward cache keeps this one as it was): ready to send again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent = false;
      setSending(false);
    };
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);

  return (
    <button
      ref={button}
      type="submit"
      aria-disabled={sending || undefined}
      className={`${className ?? ""} aria-disabled:cursor-wait aria-disabled:opacity-60`}
      {...props}
    >
      {sending ? <Trans>Submitting...</Trans> : children}
    </button>
  );
}
