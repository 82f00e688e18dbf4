import type { ScalingPhase } from "@/content/scaling";
import { formatScaleCount } from "@/lib/format";
import { phaseVillages } from "./format-phase";
import { PhaseTable } from "./phase-table";
import { requestWords } from "@/lib/request-language";

/** The axis runs over six decades, 1 to 1,000,000 villages. */
const DECADES = 6;
const fills = ["fill-chart-1", "fill-chart-3", "fill-chart-5", "fill-chart-2"];

function position(value: number): number {
  return (Math.log10(value) / DECADES) * 100;
}

/**
 * Villages per scaling phase on a logarithmic scale (1 to 600,000+ would be invisible on a linear
 * one). Bars are SVG drawn on the server; labels are HTML so they stay legible at phone width.
 * The table below holds the same figures as text.
 */
export function VillagesChart({ scalingPhases }: { scalingPhases: readonly ScalingPhase[] }) {
  const { lang, t } = requestWords();
  const ticks = [0, 3, 6].map((d) => ({ d, label: formatScaleCount(10 ** d, lang) }));
  return (
    <figure className="rounded-xl border bg-card p-4 sm:p-6">
      <figcaption className="text-base font-semibold">{t("scaling.chart.title")}</figcaption>
      <div aria-hidden className="mt-4 space-y-3">
        {scalingPhases.map((phase, i) => (
          <div
            key={phase.id}
            className="grid grid-cols-[1fr_5.5rem] items-center gap-x-2 sm:grid-cols-[10rem_1fr_7rem]"
          >
            <span className="col-span-2 text-sm leading-tight sm:col-span-1">
              {t(`scaling.phase.${phase.id}`)}
            </span>
            <svg
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className="h-7 w-full"
              focusable="false"
            >
              <rect x={0} y={1} width={100} height={8} rx={1} className="fill-muted" />
              {Array.from({ length: DECADES + 1 }, (_, d) => (
                <line
                  key={d}
                  x1={(d / DECADES) * 100}
                  x2={(d / DECADES) * 100}
                  y1={0}
                  y2={10}
                  className="stroke-border"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <rect
                x={0}
                y={1}
                width={Math.max(1.5, position(phase.villages))}
                height={8}
                className={fills[i]}
              />
            </svg>
            <span className="text-end text-sm font-semibold tabular-nums">
              {phaseVillages(phase, lang)}
            </span>
          </div>
        ))}
        <div className="grid grid-cols-[1fr_5.5rem] gap-x-2 sm:grid-cols-[10rem_1fr_7rem]">
          <span className="hidden sm:block" />
          <div className="relative h-4 text-xs text-muted-foreground tabular-nums">
            {ticks.map(({ d, label }) => (
              <span
                key={d}
                className="absolute top-0 whitespace-nowrap"
                style={{
                  left: `${(d / DECADES) * 100}%`,
                  transform: `translateX(-${(d / DECADES) * 100}%)`,
                }}
              >
                {label}
              </span>
            ))}
          </div>
        </div>
      </div>
      <PhaseTable scalingPhases={scalingPhases} />
    </figure>
  );
}
