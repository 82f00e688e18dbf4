import type { ComponentProps } from "react";
import { cx } from "@/lib/cx";

export type BadgeTone =
  "neutral" | "info" | "success" | "warning" | "danger" | "highlight" | "primary";

/** The classes of a badge; its look lives in app/ui.css (.ui-badge*), so callers can override it. */
export function badgeClass(tone: BadgeTone = "neutral"): string {
  return `ui-badge ui-badge-${tone}`;
}

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & { tone?: BadgeTone | null }) {
  return <span className={cx(badgeClass(tone ?? undefined), className)} {...props} />;
}
