"use client";

import { useEffect, useRef, useState } from "react";
import { cx } from "@/lib/cx";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Spec §4: when the image is missing or fails, the first two characters of the name are shown. */
export function avatarFallback(name: string): string {
  // Characters as readers see them: a Devanagari syllable such as "स्व" is one, never cut in half.
  const letters = Array.from(graphemes.segment(name), (s) => s.segment).filter((c) =>
    /\p{L}/u.test(c),
  );
  return letters.slice(0, 2).join("");
}

interface AvatarProps {
  name: string;
  /** Image path; without one the fallback shows. */
  src?: string;
  className?: string;
}

/**
 * A round avatar. The initials sit underneath the image, so they show even without
 * JavaScript when the image fails (a failed image with empty alt draws nothing); with
 * JavaScript the failed image is removed altogether.
 */
export function Avatar({ name, src, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image can fail before React hydrates and attaches onError, so check once on mount.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  const showImage = Boolean(src) && !failed;
  return (
    <span
      aria-hidden
      data-avatar={showImage ? "image" : "fallback"}
      className={cx("ui-avatar", className)}
    >
      <span>{avatarFallback(name)}</span>
      {showImage && (
        // A plain <img>: the SVG avatars need no optimisation, and onError must reach us directly.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          ref={image}
          src={src}
          alt=""
          width={56}
          height={56}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
