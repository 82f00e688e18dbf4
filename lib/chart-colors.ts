/** Tailwind classes for the chart colour tokens of app/globals.css, written out so Tailwind sees them. */
const fills = {
  "chart-1": "fill-chart-1",
  "chart-2": "fill-chart-2",
  "chart-3": "fill-chart-3",
  "chart-4": "fill-chart-4",
  "chart-5": "fill-chart-5",
  "chart-6": "fill-chart-6",
} as const;

const backgrounds = {
  "chart-1": "bg-chart-1",
  "chart-2": "bg-chart-2",
  "chart-3": "bg-chart-3",
  "chart-4": "bg-chart-4",
  "chart-5": "bg-chart-5",
  "chart-6": "bg-chart-6",
} as const;

type ChartColor = keyof typeof fills;

function isChartColor(color: string): color is ChartColor {
  return color in fills;
}

export function chartFill(color: string): string {
  return isChartColor(color) ? fills[color] : fills["chart-1"];
}

export function chartBackground(color: string): string {
  return isChartColor(color) ? backgrounds[color] : backgrounds["chart-1"];
}

/** The colour of the n-th series when the content gives none. */
export function nthChartColor(n: number): ChartColor {
  return `chart-${(n % 6) + 1}` as ChartColor;
}
