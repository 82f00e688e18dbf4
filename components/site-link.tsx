"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * The site's internal link: `next/link`, prefetching the target page only once the visitor shows
 * intent (pointer over it, finger down on it, keyboard focus on it).
 *
 * Next's default prefetches every link as soon as it scrolls into view, code included: the header
 * alone would pull the tab component of the dashboard and transparency pages onto every page. A
 * donor on a slow phone connection should spend that data only on the page they are reading.
 */
export function SiteLink({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent && prefetch !== false ? null : false}
      onPointerEnter={(e) => {
        show();
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        show();
        onFocus?.(e);
      }}
    />
  );
}
