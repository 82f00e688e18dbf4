"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from "react";
import {
  focusMainQuietly,
  revealSections,
  scrollToTopSoon,
} from "@/components/chrome/scroll-to-top";

/** What a plain left click on a link to `href` will do to the scroll position. */
function onNavigate(href: ComponentProps<typeof Link>["href"], event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(
    typeof href === "string" ? href : (href.pathname ?? ""),
    window.location.href,
  );
  if (typeof href !== "string" && href.hash) url.hash = href.hash;
  if (url.hash) revealSections();
  else if (url.pathname === window.location.pathname) scrollToTopSoon();
  else if (event.currentTarget.closest("#main")) focusMainQuietly();
}

/**
 * How long a pointer or keyboard focus rests on a link before it counts as intent: a pointer on
 * its way across the header, or Tab pressed past a row of links, is not choosing any of them.
 */
const INTENT_DWELL_MS = 100;

/**
 * The site's internal link: `next/link`, prefetching the target page only once the visitor shows
 * intent (a finger down on it, or the pointer or keyboard focus resting on it for
 * INTENT_DWELL_MS).
 *
 * Next's default prefetches every link as soon as it scrolls into view, code included: the header
 * alone would pull the tab component of the dashboard and transparency pages onto every page. A
 * donor on a slow phone connection should spend that data only on the page they are reading, and
 * prefetching is several requests per page linked: Tab pressed sixty times down a page once
 * fetched about forty of them, some 600 KB.
 *
 * Scrolling after a click is left to one place, `ScrollToTop` (spec §2: smoothly to the top 100 ms
 * after the route changes): the router's own jump to the top is off (`scroll={false}`) unless the
 * link names a #target, where the router lands on it with every section laid out first.
 */
export function SiteLink({
  prefetch,
  scroll,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  onPointerLeave,
  onBlur,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stopResting = () => {
    clearTimeout(resting.current);
    resting.current = undefined;
  };
  useEffect(() => () => clearTimeout(resting.current), []);
  const show = () => {
    stopResting();
    setIntent(true);
  };
  const rest = () => {
    if (!intent && resting.current === undefined)
      resting.current = setTimeout(show, INTENT_DWELL_MS);
  };
  if (typeof props.href === "string" && props.href.startsWith("#")) {
    // A target on this page: the browser's own jump, which needs no router and no hydration.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the router's own props
    const { href, as, replace, shallow, passHref, locale, legacyBehavior, onNavigate, ...anchor } =
      props;
    return (
      <a
        {...anchor}
        href={href}
        {...{ onClick, onFocus, onPointerEnter, onTouchStart, onPointerLeave, onBlur }}
      />
    );
  }
  const hasHash =
    typeof props.href === "string" ? props.href.includes("#") : Boolean(props.href.hash);
  return (
    <Link
      {...props}
      prefetch={intent && prefetch !== false ? null : false}
      scroll={scroll ?? (hasHash ? undefined : false)}
      onClick={(e) => {
        onClick?.(e);
        onNavigate(props.href, e);
      }}
      onPointerEnter={(e) => {
        rest();
        onPointerEnter?.(e);
      }}
      onPointerLeave={(e) => {
        stopResting();
        onPointerLeave?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        rest();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        stopResting();
        onBlur?.(e);
      }}
    />
  );
}
