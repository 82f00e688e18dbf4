import type { ComponentProps } from "react";
import { cx } from "@/lib/cx";

/**
 * A box that scrolls sideways inside itself on a narrow screen, so the page never does. It is
 * focusable, so keyboard users can scroll it, and a shadow shows at each edge that has more to see.
 */
export function ScrollBox({ className, ...props }: ComponentProps<"div">) {
  return <div tabIndex={0} className={cx("ui-scroll-x", className)} {...props} />;
}
