import type { ComponentProps } from "react";
import { SiteLink } from "@/components/site-link";
import { cx } from "@/lib/cx";

type Variant = "primary" | "secondary" | "outline" | "ghost";
type Size = "default" | "sm" | "lg";

interface Variants {
  variant?: Variant | null;
  size?: Size | null;
}

/** The classes of a button; its look lives in app/ui.css (.ui-button*), so callers can override it. */
export function buttonVariants({ variant, size }: Variants = {}): string {
  return `ui-button ui-button-${variant ?? "primary"} ui-button-${size ?? "default"}`;
}

export function Button({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"button"> & Variants) {
  return (
    <button type="button" className={cx(buttonVariants({ variant, size }), className)} {...props} />
  );
}

/** A link that looks like a button. `href` must already carry the language prefix. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof SiteLink> & Variants) {
  return <SiteLink className={cx(buttonVariants({ variant, size }), className)} {...props} />;
}
