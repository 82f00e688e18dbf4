"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Spec §9: navigation scrolls to the top 100 ms after the click. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

function scrollTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

/** For nav links: scroll smoothly to the top shortly after the click. */
export function scrollToTopSoon() {
  window.setTimeout(scrollTop, SCROLL_TO_TOP_DELAY_MS);
}

/** On every route change (without a #hash target) the page scrolls smoothly to the top. */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    const timer = window.setTimeout(scrollTop, SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
