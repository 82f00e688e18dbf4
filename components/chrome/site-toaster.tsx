"use client";

import { Suspense, useEffect, useState } from "react";
import { SiteLink } from "@/components/site-link";
import { LoadBoundary } from "@/components/ui/load-boundary";
import { handBack, onNotice, type Notice } from "@/lib/notify";
import { retryableLazy } from "@/lib/retryable-lazy";

const SonnerToaster = retryableLazy(() =>
  import("@/components/chrome/sonner-toaster").then((m) => m.SonnerToaster),
);

/** As long as a sonner toast stays (spec §9: 5 s). */
const PLAIN_NOTICE_MS = 5000;

/**
 * Notices without sonner, for when its code could not be fetched: the latest notice as plain
 * text (and its follow-up as a plain link) in a live region, for five seconds. Whatever is still
 * showing when sonner is tried again is handed to it.
 */
function PlainNotices() {
  const [shown, setShown] = useState<Notice[]>([]);
  useEffect(() => {
    let current: Notice[] = [];
    let timer: number | undefined;
    const stop = onNotice((notice) => {
      current = [notice];
      setShown(current);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setShown((current = [])), PLAIN_NOTICE_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
      handBack(current);
    };
  }, []);
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-4 z-50 sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {shown.map((notice, i) => (
        <div
          key={i}
          className="rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg"
        >
          <p className="font-medium">{notice.message}</p>
          {notice.description && <p className="mt-1 text-muted-foreground">{notice.description}</p>}
          {notice.action && (
            <SiteLink href={notice.action.href} className="mt-2 inline-block font-medium underline">
              {notice.action.label}
            </SiteLink>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * Mounts sonner (about 9 KB) the first time a page raises a toast, not before. If its code cannot
 * be fetched, notices show in plain form, and the next notice tries sonner again.
 */
export function SiteToaster() {
  const [notices, setNotices] = useState(0);
  useEffect(() => {
    const wake = () => setNotices((n) => n + 1);
    window.addEventListener("site:notice", wake);
    return () => window.removeEventListener("site:notice", wake);
  }, []);
  if (!notices) return null;
  return (
    <LoadBoundary fallback={<PlainNotices />} resetKey={notices}>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </LoadBoundary>
  );
}
