import type { Unit } from "@/content/execution/schema";
import { formatBudget, formatNumber, formatPercent } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator, type MessageKey, type MessageValues } from "@/lib/messages";

/**
 * A message as one language shows it, keyed by its English text: React keys reach the page
 * payload, so they stay the same in every language.
 */
export interface TextLine {
  key: string;
  text: string;
}

/** Figures a message quotes, formatted for the language asked for. */
type Vars = (lang: Lang) => MessageValues;

export function textLine(key: MessageKey, lang: Lang, vars?: Vars): TextLine {
  return { key: translator("en")(key, vars?.("en")), text: translator(lang)(key, vars?.(lang)) };
}

/** A KPI figure in its own unit. */
export function formatKpi(value: number, unit: Unit, lang: Lang): string {
  if (unit === "rupees") return formatBudget(value, lang);
  if (unit === "percent") return formatPercent(value, lang);
  return formatNumber(value, lang);
}

export interface KpiText {
  key: string;
  label: string;
  target: number;
  current: number;
  unit: Unit;
}

/** A quarter of a plan with its words in one language. */
export interface QuarterText {
  quarter: string;
  progress: number;
  budget: number;
  deliverables: TextLine[];
  milestones: TextLine[];
  kpis: KpiText[];
}

type Line<L extends string> = L | { id: L; n: number; unit: Unit };

interface Quarter<L extends string, K extends string> {
  quarter: string;
  progress: number;
  budget: number;
  deliverables: Line<L>[];
  milestones: Line<L>[];
  kpis: { metric: K; target: number; current: number; unit: Unit }[];
}

/**
 * A plan's roadmap in one language: each deliverable, milestone and KPI is read from the page's
 * dictionary by its id, and a figure a line quotes fills its `{n}`. `counts` are what lines
 * count from content (`{packages, plural, ...}`), given to every line.
 */
export function roadmapText<L extends string, K extends string>(
  roadmap: readonly Quarter<L, K>[],
  lang: Lang,
  keys: { line: (id: L) => MessageKey; kpi: (id: K) => MessageKey },
  counts: Record<string, number> = {},
): QuarterText[] {
  const line = (item: Line<L>) =>
    typeof item === "string"
      ? textLine(keys.line(item), lang, () => counts)
      : textLine(keys.line(item.id), lang, (l) => ({
          ...counts,
          n: formatKpi(item.n, item.unit, l),
        }));
  return roadmap.map((q) => ({
    quarter: q.quarter,
    progress: q.progress,
    budget: q.budget,
    deliverables: q.deliverables.map(line),
    milestones: q.milestones.map(line),
    kpis: q.kpis.map((kpi) => {
      const { key, text } = textLine(keys.kpi(kpi.metric), lang);
      return { key, label: text, target: kpi.target, current: kpi.current, unit: kpi.unit };
    }),
  }));
}
