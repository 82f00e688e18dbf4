"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const SonnerToaster = dynamic(
  () => import("@/components/chrome/sonner-toaster").then((m) => m.SonnerToaster),
  { ssr: false },
);

/** Mounts sonner (about 9 KB) the first time a page raises a toast, not before. */
export function SiteToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const wake = () => setNeeded(true);
    window.addEventListener("site:notice", wake, { once: true });
    return () => window.removeEventListener("site:notice", wake);
  }, []);
  return needed ? <SonnerToaster /> : null;
}
