import { useSyncExternalStore } from "react";

/**
 * Notifications are requested here; the toast UI (Ark UI's toaster) is a separate chunk that loads
 * with the first notification, so pages that never notify do not download it.
 */
export type Notification = {
  title: string;
  description?: string;
  type?: "success" | "error" | "info";
  /**
   * A button in the notification (Undo). A notification with one stays until it is used, dismissed or
   * replaced: no time limit to act (WCAG 2.2.1). F8 moves focus to it.
   */
  action?: { label: string; onClick: () => void };
};

const pending: Notification[] = [];
const listeners = new Set<() => void>();
let deliver: ((notification: Notification) => void) | null = null;
let requested = false;

export function notify(notification: Notification): void {
  if (deliver) return deliver(notification);
  pending.push(notification);
  requested = true;
  listeners.forEach((listener) => listener());
}

/** Called by the mounted toaster: takes over delivery and drains what arrived before it loaded. */
export function connectToaster(show: (notification: Notification) => void): () => void {
  deliver = show;
  // Let the toast group finish subscribing to its store before handing it the queued toasts.
  const timer = setTimeout(() => pending.splice(0).forEach(show), 0);
  return () => {
    clearTimeout(timer);
    if (deliver === show) deliver = null;
  };
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false, // nothing is requested while a page is prerendered
  );
}
