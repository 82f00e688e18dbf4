"use client";

import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { useSiteTheme } from "@/components/theme-provider";

/** Spec §9 toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

const WIDE = "(min-width: 640px)";

/** The one toaster: top on small screens, bottom-right on larger ones. */
export function SiteToaster() {
  const { resolvedTheme } = useSiteTheme();
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return (
    <Toaster
      position={wide ? "bottom-right" : "top-center"}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      closeButton
    />
  );
}
