import { cx } from "@/lib/cx";

interface ProgressBarProps {
  /** Accessible name, e.g. "Digital fluency: 15% of 100% target". */
  label: string;
  value: number;
  max?: number;
  className?: string;
  /** Tailwind background class for the filled part. */
  barClassName?: string;
}

/** A progress bar that reads as text to screen readers. */
export function ProgressBar({
  label,
  value,
  max = 100,
  className,
  barClassName,
}: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
      className={cx("ui-progress", className)}
    >
      <div className={cx("ui-progress-fill", barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
