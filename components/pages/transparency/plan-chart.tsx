import type { PlanMonth } from "@/content/plan-comparison";
import { formatLakh, formatMonth, formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

interface PlanChartProps {
  /** Every month from the start, with the plan's and the spending's running totals. */
  months: readonly PlanMonth[];
  /** Rupees spent before the first month: where the spending line starts. */
  opening: number;
  title: string;
  description: string;
}

/** A round step for about four gridlines up to `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, lines = 4): number {
  const raw = Math.max(max, 1) / lines;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((f) => f * power).find((step) => step >= raw)!;
}

/** Every k-th month is labelled: about six labels, k a whole number of quarters past three months. */
function labelEvery(count: number): number {
  const k = Math.ceil(count / 6);
  return k <= 1 ? 1 : Math.ceil(k / 3) * 3;
}

/**
 * The drawing's own units (the SVG stretches to its box): each month is STEP wide, and the height
 * is HEIGHT. Whole numbers and a relative path ("l10 -37") keep the page small.
 */
const STEP = 10;
const HEIGHT = 500;

/**
 * Cumulative spending against the plan, drawn on the server as SVG: the plan's running total
 * over every month (a dashed line over a light area) and the spending's up to the as-of month (a
 * solid line). The SVG is `role="img"` with a title and a description, and stretches to any width
 * with strokes of a constant width; the axis labels are HTML beside it, so they keep their size
 * on a phone. The figures are in the month table under it.
 */
export function PlanChart({ months, opening, title, description }: PlanChartProps) {
  const { lang } = requestWords();
  const n = Math.max(months.length, 1);
  const spent = months.filter((m) => m.spentToDate !== null);
  const highest = Math.max(1, ...months.map((m) => Math.max(m.plannedToDate, m.spentToDate ?? 0)));
  const step = niceStep(highest);
  const top = Math.ceil(highest / step) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const width = n * STEP;
  const y = (v: number) => Math.round(HEIGHT - (v / top) * HEIGHT);
  /** From the left edge at `start`, one step a month; a flat run ends in one stroke. */
  const line = (values: number[], start: number) => {
    let d = `M0 ${y(start)}`;
    let at = y(start);
    let flat = 0;
    values.forEach((v, i) => {
      const next = y(v);
      if (next === at && i < values.length - 1) flat += 1;
      else {
        d += `${flat ? `h${flat * STEP}` : ""}l${STEP} ${next - at}`;
        flat = 0;
      }
      at = next;
    });
    return d;
  };
  const plan = line(
    months.map((m) => m.plannedToDate),
    0,
  );
  const every = labelEvery(months.length);
  const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
  return (
    <div className="grid grid-cols-[auto_1fr] text-xs text-muted-foreground">
      <div aria-hidden className="relative mr-2 min-w-14">
        {ticks.map((v) => (
          <span
            key={v}
            className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
            style={{ top: percent(1 - v / top) }}
          >
            {v === 0 ? formatRupees(0, lang) : formatLakh(v, lang, step % 1_00_000 === 0 ? 0 : 1)}
          </span>
        ))}
        {/* The widest label, unseen, sets the column's width. */}
        <span className="invisible block h-0 whitespace-nowrap">{formatLakh(top, lang, 0)}</span>
      </div>
      <div className="relative h-56 border-b border-l border-muted-foreground sm:h-64">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
          role="img"
          aria-labelledby="plan-chart-title"
          aria-describedby="plan-chart-desc"
        >
          <title id="plan-chart-title">{title}</title>
          <desc id="plan-chart-desc">{description}</desc>
          <path
            d={ticks.map((v) => `M0 ${y(v)}h${width}`).join("")}
            className="stroke-border"
            vectorEffect="non-scaling-stroke"
          />
          <path d={`${plan}V${HEIGHT}H0Z`} className="fill-chart-3" fillOpacity={0.12} />
          <path
            d={plan}
            fill="none"
            className="stroke-chart-3"
            strokeWidth={2.5}
            strokeDasharray="7 5"
            vectorEffect="non-scaling-stroke"
            data-line="planned"
          />
          {spent.length > 0 && (
            <path
              d={line(
                spent.map((m) => m.spentToDate!),
                opening,
              )}
              fill="none"
              className="stroke-chart-1"
              strokeWidth={3.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              data-line="spent"
            />
          )}
        </svg>
      </div>
      <div aria-hidden className="relative col-start-2 mt-1 h-5">
        {months.map((m, i) => {
          if (i % every !== 0) return null;
          // Centred under its month; the first starts at the axis and one near the end ends at
          // the edge, so that none runs past the chart.
          const centre = (i + 0.5) / n;
          const place =
            i === 0
              ? { left: "0%" }
              : centre > 0.85
                ? { right: "0%" }
                : { left: percent(centre), transform: "translateX(-50%)" };
          return (
            <span
              key={m.month}
              // On a phone, every other label, so that they do not run into each other.
              className={`absolute whitespace-nowrap ${(i / every) % 2 ? "max-sm:hidden" : ""}`}
              style={place}
            >
              {formatMonth(m.month, lang)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
