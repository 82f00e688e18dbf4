/**
 * Toasts without shipping sonner on every page: islands call `notify()`, and the site toaster
 * loads sonner only when the first toast is raised (spec §9: one visible, 5 s).
 */
export interface Notice {
  message: string;
  description?: string;
  /** A follow-up link the toast offers, e.g. the engagement hub. */
  action?: { label: string; href: string };
}

type Listener = (notice: Notice) => void;

let listener: Listener | undefined;
const waiting: Notice[] = [];

export function notify(message: string, options: Omit<Notice, "message"> = {}) {
  const notice = { message, ...options };
  if (listener) listener(notice);
  else waiting.push(notice);
  window.dispatchEvent(new Event("site:notice"));
}

/** For the toaster: receive notices, starting with any raised before it was ready. */
export function onNotice(next: Listener): () => void {
  listener = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = undefined;
  };
}

/** For a toaster going away: notices still on screen are shown again by the next one. */
export function handBack(notices: Notice[]): void {
  waiting.push(...notices);
}
