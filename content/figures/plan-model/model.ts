// Not in the content registry: the plan model's pure parts; its figures are walked in plan-model/index.ts.
import { monthsInSpan } from "@/content/budget";
import type { PlanItem } from "./items";

/**
 * The plan's implied figures: what its lists add up to or place, each a reading of one measure,
 * from plain inputs (index.ts gives the site's content; the unit tests give their own). Two
 * readings of a measure that differ are a clash, which /figures lists (entries.ts).
 */
export interface Implied {
  /** The measure it reads, as content/figures/measures.ts names them: "population.total". */
  id: string;
  value: number;
  /** Where the plan gives it: "dashboard", "monthly", "age-groups.home"... */
  source: string;
  /** The pages that show it. */
  pages: readonly string[];
}

type Span = { from: string; to: string };
const add = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export interface PhaseContentsInput {
  phase: string;
  items: readonly PlanItem[];
  dashboard: readonly { id: string; phase: string; budget: number; timeline: Span }[];
  monthly: readonly { id: string; month: string; phase: string; budget: number }[];
}

/** Every activity of the phase in the monthly plan must belong to an item: else the model is blind to it. */
export function unmappedActivities({ phase, items, monthly }: PhaseContentsInput): string[] {
  const mapped = new Set(items.flatMap((i) => i.monthly as readonly string[]));
  return monthly.filter((a) => a.phase === phase && !mapped.has(a.id)).map((a) => a.id);
}

/**
 * Each item's budget in the phase as the dashboard splits it and as the monthly plan adds it up.
 * An item both lists give, but in different phases, is left to its phase's own entry.
 */
export function phaseContents(input: PhaseContentsInput): Implied[] {
  const { phase, items, dashboard, monthly } = input;
  return items.flatMap((item) => {
    const dash = dashboard.filter((d) => (item.dashboard as readonly string[]).includes(d.id));
    const acts = monthly.filter((a) => (item.monthly as readonly string[]).includes(a.id));
    const dashHere = dash.filter((d) => d.phase === phase);
    const actsHere = acts.filter((a) => a.phase === phase);
    if (dash.length > 0 && acts.length > 0 && (dashHere.length === 0 || actsHere.length === 0)) {
      return [];
    }
    const measure = `${phase}.${item.id}.budget`;
    const fromDashboard = {
      id: measure,
      value: add(dashHere.map((d) => d.budget)),
      source: "dashboard",
      pages: ["/dashboard"],
    };
    const fromMonthly = {
      id: measure,
      value: add(actsHere.map((a) => a.budget)),
      source: "monthly",
      pages: ["/implementation-timeline"],
    };
    // An item only the monthly plan gives leads with its reading, not with the dashboard's nil.
    return dash.length > 0 ? [fromDashboard, fromMonthly] : [fromMonthly, fromDashboard];
  });
}

/** A month's place in the plan: its first month is 1. */
export function planMonth(start: string, month: string): number {
  return monthsInSpan({ from: start, to: month });
}

/**
 * When each item's work is done: the dashboard gives each initiative a window of months, the
 * monthly plan the months it spends on it. Work the monthly plan places outside the window is a
 * clash: its first month before the window opens, or its last after the window closes. Only items
 * that both lists place in the same phase (the rest are their phase's own entry).
 */
export function timings(input: PhaseContentsInput & { start: string }): Implied[] {
  const { phase, items, dashboard, monthly, start } = input;
  const at = (month: string) => planMonth(start, month);
  return items.flatMap((item) => {
    const dash = dashboard.filter((d) => (item.dashboard as readonly string[]).includes(d.id));
    const acts = monthly.filter((a) => (item.monthly as readonly string[]).includes(a.id));
    if (!dash.some((d) => d.phase === phase) || !acts.some((a) => a.phase === phase)) return [];
    const window = {
      from: Math.min(...dash.map((d) => at(d.timeline.from))),
      to: Math.max(...dash.map((d) => at(d.timeline.to))),
    };
    const work = {
      from: Math.min(...acts.map((a) => at(a.month))),
      to: Math.max(...acts.map((a) => at(a.month))),
    };
    const reading = (end: "start" | "finish", dashValue: number, monthlyValue: number) => [
      {
        id: `initiative.${item.id}.${end}`,
        value: dashValue,
        source: "dashboard",
        pages: ["/dashboard"],
      },
      {
        id: `initiative.${item.id}.${end}`,
        value: monthlyValue,
        source: "monthly",
        pages: ["/implementation-timeline"],
      },
    ];
    return [
      ...(work.from < window.from ? reading("start", window.from, work.from) : []),
      ...(work.to > window.to ? reading("finish", window.to, work.to) : []),
    ];
  });
}

/** The village's people as each list of age groups adds them up, beside the stated total. */
export function ageGroupTotals(
  population: { value: number; pages: readonly string[] },
  lists: readonly { source: string; people: readonly number[]; pages: readonly string[] }[],
): Implied[] {
  return [
    { id: "population.total", source: "village", ...population },
    ...lists.map((l) => ({
      id: "population.total",
      value: add(l.people),
      source: l.source,
      pages: l.pages,
    })),
  ];
}

/**
 * Each phase's length: as stated, as its period spans, and as the monthly plan counts its months;
 * and the plan's planned spending to each phase's end, against the phase budgets added up.
 */
export function phaseMonths(
  phases: readonly { id: string; months: number; period: Span; budget: number }[],
  monthly: readonly { month: string; phase: string }[],
): Implied[] {
  return phases.flatMap((p) => {
    const measure = `phase.${p.id}.months`;
    const pages = ["/implementation-timeline", "/dashboard"];
    return [
      { id: measure, value: p.months, source: "stated", pages },
      { id: measure, value: monthsInSpan(p.period), source: "period", pages },
      {
        id: measure,
        value: new Set(monthly.filter((m) => m.phase === p.id).map((m) => m.month)).size,
        source: "monthly",
        pages: ["/implementation-timeline"],
      },
    ];
  });
}

/** Planned to date at each phase's end (budget against actual) against the phase budgets so far. */
export function plannedByPhaseEnd(
  phases: readonly { id: string; period: Span; budget: number }[],
  planMonths: readonly { month: string; plannedToDate: number }[],
): Implied[] {
  return phases.flatMap((p, i) => {
    const measure = `phase.${p.id}.cumulative`;
    const atEnd = planMonths.find((m) => m.month === p.period.to)?.plannedToDate ?? 0;
    return [
      {
        id: measure,
        value: add(phases.slice(0, i + 1).map((q) => q.budget)),
        source: "phases",
        pages: ["/dashboard", "/implementation-timeline", "/timeline"],
      },
      { id: measure, value: atEnd, source: "budget-vs-actual", pages: ["/transparency"] },
    ];
  });
}

/** The measures whose implied readings differ, in the order first given. */
export function clashes(implied: readonly Implied[]): Map<string, Implied[]> {
  const byMeasure = new Map<string, Implied[]>();
  for (const i of implied) byMeasure.set(i.id, [...(byMeasure.get(i.id) ?? []), i]);
  return new Map([...byMeasure].filter(([, list]) => new Set(list.map((i) => i.value)).size > 1));
}
