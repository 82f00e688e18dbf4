"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Spec §9: navigation scrolls to the top 100 ms after the click. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/**
 * On <html> while the address names a #target reached by a link: every page section is laid out
 * (app/ui.css), so that the target's place is known rather than guessed from sections the browser
 * has not drawn yet (`content-visibility: auto`). A soft navigation does not update `:target`.
 */
export const HASH_NAV_ATTR = "data-hash-nav";

function scrollTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

/** For a link to the page already shown: no route change follows, so scroll from here. */
export function scrollToTopSoon() {
  window.setTimeout(scrollTop, SCROLL_TO_TOP_DELAY_MS);
}

/**
 * Before a route change started from something that leaves with the page (a link in the page's
 * content, a toast's action): Chrome, finding the focus gone, jumps to the top at once. The focus
 * moves first to <main>, which stays, without scrolling, so the visitor sees the smooth scroll
 * (and the next Tab starts in the new page).
 */
export function focusMainQuietly() {
  document.getElementById("main")?.focus({ preventScroll: true });
}

/** For a link to a #target: lay every section out before the router scrolls to it. */
export function revealSections() {
  document.documentElement.setAttribute(HASH_NAV_ATTR, "");
}

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The one place a route change scrolls (links are `scroll={false}` by default, components/site-link):
 * 100 ms after the new page is shown it scrolls smoothly to the top; with a #target in the address
 * it lands on the target instead, with every section laid out so the landing is exact.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = window.location.hash && targetOf(window.location.hash);
    if (target) {
      revealSections();
      target.scrollIntoView({ block: "start" });
      return;
    }
    document.documentElement.removeAttribute(HASH_NAV_ATTR);
    const timer = window.setTimeout(scrollTop, SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
