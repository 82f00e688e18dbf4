import { cn } from "@/lib/utils";

export interface BarDatum {
  label: string;
  value: number;
  /** The value as text (formatted by lib/format). */
  valueLabel: string;
  /** A second value drawn over the first, e.g. current against target. */
  overlay?: number;
  /** Tailwind fill class, e.g. "fill-chart-1". */
  fillClassName?: string;
}

interface BarChartProps {
  title: string;
  /** Column headings of the text equivalent. */
  labelHeading: string;
  valueHeading: string;
  data: BarDatum[];
  max?: number;
  className?: string;
}

const ROW = 34;
const LABEL_W = 190;
const VALUE_W = 110;
const WIDTH = 640;

/**
 * A horizontal bar chart drawn on the server as SVG (no chart code is sent to the browser),
 * with a table holding the same figures for screen readers.
 */
export function BarChart({
  title,
  labelHeading,
  valueHeading,
  data,
  max,
  className,
}: BarChartProps) {
  const top = max ?? Math.max(...data.map((d) => Math.max(d.value, d.overlay ?? 0)), 1);
  const barW = WIDTH - LABEL_W - VALUE_W;
  const height = data.length * ROW;
  return (
    <figure className={cn("@container w-full", className)}>
      <figcaption className="mb-3 text-sm font-semibold">{title}</figcaption>
      <NarrowBars data={data} top={top} />
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="hidden h-auto w-full max-w-3xl text-foreground @lg:block"
        aria-hidden
        focusable="false"
      >
        {data.map((d, i) => {
          const y = i * ROW;
          const w = Math.max(0, (d.value / top) * barW);
          const o = d.overlay === undefined ? undefined : Math.max(0, (d.overlay / top) * barW);
          return (
            <g key={d.label} transform={`translate(0 ${y})`}>
              <text
                x={0}
                y={ROW / 2}
                dominantBaseline="middle"
                className="fill-current text-[13px]"
              >
                {d.label.length > 26 ? `${d.label.slice(0, 25)}…` : d.label}
              </text>
              <rect
                x={LABEL_W}
                y={7}
                width={barW}
                height={ROW - 14}
                rx={4}
                className="fill-muted"
              />
              <rect
                x={LABEL_W}
                y={7}
                width={w}
                height={ROW - 14}
                rx={4}
                className={d.fillClassName ?? "fill-chart-1"}
                opacity={o === undefined ? 1 : 0.35}
              />
              {o !== undefined && (
                <rect
                  x={LABEL_W}
                  y={11}
                  width={o}
                  height={ROW - 22}
                  rx={3}
                  className={d.fillClassName ?? "fill-chart-1"}
                />
              )}
              <text
                x={WIDTH}
                y={ROW / 2}
                dominantBaseline="middle"
                textAnchor="end"
                className="fill-current text-[13px] font-semibold tabular-nums"
              >
                {d.valueLabel}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The wrapper clips: a table can't shrink to sr-only's 1px and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.valueLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const NARROW_W = 320;
const NARROW_ROW = 44;

/**
 * The same bars for a container narrower than 32rem (a phone, a half-width card): label and
 * value above each full-width bar, so the text stays legible when the SVG is scaled down.
 */
function NarrowBars({ data, top }: { data: BarDatum[]; top: number }) {
  return (
    <svg
      viewBox={`0 0 ${NARROW_W} ${data.length * NARROW_ROW}`}
      className="h-auto w-full text-foreground @lg:hidden"
      aria-hidden
      focusable="false"
    >
      {data.map((d, i) => {
        const w = Math.max(0, (d.value / top) * NARROW_W);
        const o = d.overlay === undefined ? undefined : Math.max(0, (d.overlay / top) * NARROW_W);
        return (
          <g key={d.label} transform={`translate(0 ${i * NARROW_ROW})`}>
            <text x={0} y={14} className="fill-current text-[13px]">
              {d.label.length > 28 ? `${d.label.slice(0, 27)}…` : d.label}
            </text>
            <text
              x={NARROW_W}
              y={14}
              textAnchor="end"
              className="fill-current text-[13px] font-semibold tabular-nums"
            >
              {d.valueLabel}
            </text>
            <rect x={0} y={22} width={NARROW_W} height={14} rx={4} className="fill-muted" />
            <rect
              x={0}
              y={22}
              width={w}
              height={14}
              rx={4}
              className={d.fillClassName ?? "fill-chart-1"}
              opacity={o === undefined ? 1 : 0.35}
            />
            {o !== undefined && (
              <rect
                x={0}
                y={25}
                width={o}
                height={8}
                rx={3}
                className={d.fillClassName ?? "fill-chart-1"}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
