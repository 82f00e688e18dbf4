import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** A figure with its label, for hero strips and stat grids. */
export function Stat({
  label,
  value,
  hint,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx("ui-stat", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      {/* One step smaller on narrow phones, so a long figure (6,00,000+) fits its box in any font. */}
      <dd className="mt-1 text-xl font-bold tabular-nums min-[400px]:text-2xl">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** A responsive grid of <Stat>s, as a description list. */
export function StatGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cx("ui-stat-grid", className)}>{children}</dl>;
}
