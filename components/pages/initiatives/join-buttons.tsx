"use client";

import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";

interface ToastButtonProps {
  label: string;
  title: string;
  description: string;
  /** A follow-up the toast offers, e.g. opening the engagement hub. */
  next: { label: string; href: string };
}

/** A button whose honest answer is a message: what happens next, and where to go for it. */
export function ToastButton({ label, title, description, next }: ToastButtonProps) {
  return (
    <Button variant="outline" onClick={() => notify(title, { description, action: next })}>
      {label}
    </Button>
  );
}

interface ShareButtonProps {
  label: string;
  shareText: string;
  copied: { title: string; description: string };
  /** Shown when neither sharing nor the clipboard is available; `{url}` is filled in. */
  fallback: { title: string; description: string };
}

/** 'Advocate': opens the device's share sheet, or copies the page address. */
export function ShareButton({ label, shareText, copied, fallback }: ShareButtonProps) {
  async function share() {
    const url = window.location.href.split("#")[0]!;
    if (navigator.share) {
      try {
        await navigator.share({ title: document.title, text: shareText, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(copied.title, { description: copied.description });
    } catch {
      notify(fallback.title, { description: fallback.description.replace("{url}", url) });
    }
  }
  return (
    <Button variant="outline" onClick={share}>
      {label}
    </Button>
  );
}
