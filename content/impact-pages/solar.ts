import { z } from "zod";
import { budgetCategories } from "@/content/budget-categories";
import { village } from "@/content/village";
import type { Ledger } from "@/content/ledger/derive";
import {
  metricListSchema,
  phaseListSchema,
  phaseStatusOf,
  statSchema,
  storyListOf,
  type Figure,
  type Timeline,
} from "./schema";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** Solar pumps and village grid (spec §9 'Solar'); shown on /solar-power-impact. */

/** The solar budget line on the transparency hub (₹32 lakh, Q1 2026). */
export const SOLAR_BUDGET = budgetCategories.find((c) => c.id === "solar")!;

const metricId = z.enum(["capacity", "coverage", "storage", "carbon"]);
/** Planning figures against targets: nothing is installed before launch. */
export const metrics = metricListSchema(metricId).parse([
  { id: "capacity", current: 300, target: 500, unit: "kw", basis: "planning" },
  { id: "coverage", current: 60, target: 100, unit: "percent", basis: "planning" },
  { id: "storage", current: 8, target: 12, unit: "hours", basis: "planning" },
  { id: "carbon", current: 180, target: 300, unit: "tonsPerYear", basis: "planning" },
]);

function metric(id: z.infer<typeof metricId>) {
  return metrics.find((m) => m.id === id)!;
}

export const BATTERY: Figure = { value: 1.2, unit: "mwh" };
export const PANEL_EFFICIENCY: Figure = { value: 22, unit: "percent" };
export const LIFESPAN_YEARS = 25;
export const LIFESPAN: Figure = { value: LIFESPAN_YEARS, unit: "years" };
export const GRID_EFFICIENCY: Figure = { value: 95, unit: "percent" };
export const RELIABILITY: Figure = { value: 99.5, unit: "percent" };
export const ANNUAL_OUTPUT: Figure = { value: 650, unit: "mwhPerYear" };
export const PAYBACK_YEARS = 6;
export const PAYBACK: Figure = { value: PAYBACK_YEARS, unit: "years" };
/** Years of power after the system has paid for itself (25 − 6). */
export const YEARS_AFTER_PAYBACK = LIFESPAN_YEARS - PAYBACK_YEARS;

const statId = z.enum([
  "efficiency",
  "lifespan",
  "output",
  "battery",
  "backupLaunch",
  "backupTarget",
  "gridEfficiency",
  "reliability",
  "coverage",
  "cleanWater",
]);
/** Stats whose value is words, not a figure: `solar-power-impact.stat.<id>.value`. */
const textStatId = z.enum(["power", "fuel"]);
const componentId = z.enum(["panels", "battery", "grid", "pumps"]);

/**
 * Spec §3 'Solar component': title and description (keys by id,
 * `solar-power-impact.component.<id>[.description]`) and three spec values.
 */
export const components = z
  .array(
    z.object({
      id: componentId,
      stats: z.array(z.union([statSchema(statId), z.object({ id: textStatId })])).length(3),
    }),
  )
  .length(4)
  .parse([
    {
      id: "panels",
      stats: [
        { id: "efficiency", figure: PANEL_EFFICIENCY },
        { id: "lifespan", figure: LIFESPAN },
        { id: "output", figure: ANNUAL_OUTPUT },
      ],
    },
    {
      id: "battery",
      stats: [
        { id: "battery", figure: BATTERY },
        { id: "backupLaunch", figure: { value: metric("storage").current, unit: "hours" } },
        { id: "backupTarget", figure: { value: metric("storage").target, unit: "hours" } },
      ],
    },
    {
      id: "grid",
      stats: [
        { id: "gridEfficiency", figure: GRID_EFFICIENCY },
        { id: "reliability", figure: RELIABILITY },
        { id: "coverage", figure: { value: metric("coverage").target, unit: "percent" } },
      ],
    },
    {
      id: "pumps",
      stats: [
        {
          id: "cleanWater",
          figure: { value: village.infrastructure.cleanWaterPercent, unit: "percent" },
        },
        { id: "power" },
        { id: "fuel" },
      ],
    },
  ]);

const phaseId = z.enum(["feasibility", "design", "approvals", "procurement"]);

/** Whether a village's expenses.csv records spending on the solar budget line. */
export function solarBoughtOf(ledger: Pick<Ledger, "categoryTally">): boolean {
  return ledger.categoryTally("solar").spent > 0;
}

/**
 * Preparation phases (Jan 2024 - Jun 2025) with the completion the spec states (100, 75, 60 and
 * 0%) until the programme team's files record spending on the solar line: equipment bought means
 * the design and approvals behind it are done (100%), and so is choosing the suppliers, half of
 * 'Suppliers and training', whose training of village technicians has no record of its own (50%).
 * Installation itself follows the solar budget line (Q1 2026). Title and description are keys by
 * id (`solar-power-impact.phase.<id>[.description]`).
 */
const phaseCompletion = (bought: boolean) => ({
  feasibility: 100,
  design: bought ? 100 : 75,
  approvals: bought ? 100 : 60,
  procurement: bought ? 50 : 0,
});
const months = (from: string, to: string) => ({ kind: "months" as const, span: { from, to } });
/** The phases as the plan gives them: their months. */
export const phases = [
  { id: "feasibility", timeline: months("2024-01", "2024-06") },
  { id: "design", timeline: months("2024-07", "2024-12") },
  { id: "approvals", timeline: months("2025-01", "2025-03") },
  { id: "procurement", timeline: months("2025-04", "2025-06") },
] as const satisfies readonly { id: z.infer<typeof phaseId>; timeline: Timeline }[];

/** The phases with their completion for a village's ledger. */
export function phasesOf(ledger: Pick<Ledger, "categoryTally">) {
  const bought = solarBoughtOf(ledger);
  const completion = phaseCompletion(bought);
  return phaseListSchema(phaseId).parse(
    phases.map(({ id, timeline }) => ({
      id,
      status: phaseStatusOf(completion[id]),
      completion: completion[id],
      // The feasibility study is done as the plan states it; the rest follow the files once
      // spending on the solar line is recorded, and are the plan's figures until then.
      basis: bought && id !== "feasibility" ? ("recorded" as const) : ("plan" as const),
      timeline,
    })),
  );
}

const storyId = z.enum(["bhagwat", "anjali", "lata"]);
/** Illustrative stories; name, role, story and hope are keys by id. */
export const stories = storyListOf(storyId).parse([
  { id: "bhagwat", age: 51, illustrative: true },
  { id: "anjali", age: 15, illustrative: true },
  { id: "lata", age: 34, illustrative: true },
]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["SOLAR_BUDGET.budgeted", "category.solar.budget"],
  ["components[*].stats[*].figure.value", "solar.{id}"],
  ["LIFESPAN.value", "solar.lifespan"],
  ["LIFESPAN_YEARS", "solar.lifespan"],
  ["PAYBACK.value", "solar.payback"],
  ["PAYBACK_YEARS", "solar.payback"],
];

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  SOLAR_BOUGHT: solarBoughtOf(ledger),
  phases: phasesOf(ledger),
});
