import { cn } from "@/lib/utils";

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
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full bg-primary", barClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
