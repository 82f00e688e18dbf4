"use client";

import { lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() =>
  import("@/components/chrome/sonner-toaster").then((m) => ({ default: m.SonnerToaster })),
);

/** Mounts sonner (about 9 KB) the first time a page raises a toast, not before. */
export function SiteToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const wake = () => setNeeded(true);
    window.addEventListener("site:notice", wake, { once: true });
    return () => window.removeEventListener("site:notice", wake);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
