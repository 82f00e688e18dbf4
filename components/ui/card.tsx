import type { ComponentProps } from "react";
import { cx } from "@/lib/cx";

// Base styles live in app/ui.css (.ui-card*): a caller's utilities override them.

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cx("ui-card", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 className={cx("ui-card-title", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cx("ui-card-description", className)} {...props} />;
}
