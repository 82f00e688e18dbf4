"use client";

import { Button, buttonVariants } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { fillTemplate } from "@/lib/template";
import { useHydrated } from "@/lib/use-hydrated";

interface ToastButtonProps {
  label: string;
  title: string;
  description: string;
  /** A follow-up the toast offers, e.g. opening the engagement hub. */
  next: { label: string; href: string };
}

/**
 * A button whose honest answer is a message: what happens next, and where to go for it. Until
 * the page has hydrated (and without JavaScript) it is a link straight to that place.
 */
export function ToastButton({ label, title, description, next }: ToastButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={next.href} className={buttonVariants({ variant: "outline" })}>
        {label}
      </a>
    );
  }
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
      notify(fallback.title, { description: fillTemplate(fallback.description, { url }) });
    }
  }
  return (
    <Button variant="outline" onClick={share} data-needs-js>
      {label}
    </Button>
  );
}
