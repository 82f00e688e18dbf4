"use client";

import { useEffect, useRef, useState } from "react";
import { cx } from "@/lib/cx";

/**
 * Spec §4: when the image is missing or fails, the first two characters of the name are shown.
 * A character is a letter with the marks that belong to it: a Devanagari vowel sign, nukta or
 * anusvara stays with its letter, and a letter after a virama joins it, so a Hindi name never
 * shows half a letter. The initials end at the first space or hyphen after a letter, so a Latin
 * name gives its first two letters as before: "Sarpanch" gives "Sa".
 */
export function avatarFallback(name: string): string {
  const letters: string[] = [];
  for (const ch of name.trim()) {
    const prev = letters.at(-1);
    if (prev !== undefined && (/\p{M}/u.test(ch) || prev.endsWith(VIRAMA))) {
      letters[letters.length - 1] = prev + ch;
    } else if (letters.length === 2 || (prev !== undefined && !/[\p{L}\p{N}]/u.test(ch))) {
      break;
    } else {
      letters.push(ch);
    }
  }
  return letters.join("");
}

const VIRAMA = "\u094D";

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
