/**
 * Progress of an impact-page metric (spec §3 'Progress metric (impact pages)': label, current,
 * target, unit and an optional reverse flag where lower is better).
 *
 * - Normal metric (higher is better): progress = current / target.
 *   150 of 300 consultations → 50%.
 * - Reverse metric (lower is better): progress is the share of the way travelled from a
 *   baseline down to the target: (baseline − current) / (baseline − target).
 *   Emergency response from 8 down to 2 minutes: at 8 → 0%, at 5 → 50%, at 2 → 100%.
 *   A ratio such as target / current would call 8 minutes "25% done" before anything changed,
 *   which is why a reverse metric needs its baseline.
 *
 * The result is clamped to 0-100 and rounded to a whole percent, ready for a progress bar.
 */
export interface ProgressInput {
  current: number;
  target: number;
  /** Lower is better. */
  reverse?: boolean;
  /** Where a reverse metric starts from; required when `reverse` is set. */
  baseline?: number;
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

export function progressPercent({ current, target, reverse, baseline }: ProgressInput): number {
  if (!reverse) return target > 0 ? clampPercent((current / target) * 100) : 0;
  if (baseline === undefined)
    throw new Error("A reverse (lower is better) metric needs a baseline");
  const distance = baseline - target;
  // A baseline already at the target leaves no way to travel: done if we are at or below it.
  if (distance <= 0) return current <= target ? 100 : 0;
  return clampPercent(((baseline - current) / distance) * 100);
}
