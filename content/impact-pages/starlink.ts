import { z } from "zod";
import { budgetCategories } from "@/content/budget-categories";
import { INTERNET_MBPS } from "@/content/home/shared";
import { LAKH } from "@/lib/format";
import type { Ledger } from "@/content/ledger/derive";
import {
  metricListSchema,
  phaseListSchema,
  phaseStatusOf,
  statSchema,
  type Figure,
  type Timeline,
} from "./schema";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** Satellite internet (spec §9 'Satellite internet'); shown on /starlink-impact. */

export const DOWNLOAD_MBPS: Figure = { value: { min: 50, max: INTERNET_MBPS }, unit: "mbps" };
export const UPLOAD_MBPS: Figure = { value: { min: 10, max: 20 }, unit: "mbps" };
/**
 * "Up to 100 Mbps": the top of the download range. This, the uptime and the hotspots keep their
 * number type (`satisfies`): the page's summary states them as plain numbers (lib/route-text.ts).
 */
export const PEAK_SPEED = { value: INTERNET_MBPS, unit: "mbps", upTo: true } satisfies Figure;
export const LATENCY_MS: Figure = { value: { min: 20, max: 40 }, unit: "ms" };
export const UPTIME = { value: 99.9, unit: "percent" } satisfies Figure;
export const HOUSEHOLD_COVERAGE: Figure = { value: 100, unit: "percent" };
export const HOTSPOTS = { value: 8, unit: "hotspots" } satisfies Figure;
export const CONCURRENT_USERS: Figure = { value: 500, unit: "people", atLeast: true };
export const JOBS: Figure = { value: 50, unit: "jobs", atLeast: true };

/**
 * ₹50 lakh is this page's reading of the internet investment; the transparency hub's budget line
 * "Starlink Infrastructure" is ₹45 lakh (content/budget.ts). Both are kept as the spec gives them.
 */
export const STARLINK_PAGE_INVESTMENT = 50 * LAKH;
export const ANNUAL_SAVINGS = 20 * LAKH;
/** Payback in years, derived: ₹50 lakh / ₹20 lakh a year = 2.5 years (the spec's "ROI 2.5 years"). */
export const PAYBACK_YEARS = STARLINK_PAGE_INVESTMENT / ANNUAL_SAVINGS;

/** The internet budget line on the transparency hub: installation starts in its quarter (Q4 2025). */
export const STARLINK_BUDGET = budgetCategories.find((c) => c.id === "starlink")!;

const metricId = z.enum(["households", "fluency", "hotspots", "onlineWork"]);

/**
 * The progress tiles 25/100, 15/100, 20/100 and 10/80. Before launch these are planning figures,
 * except digital fluency, whose 15% is the baseline of spec §9 'Targets' (15 to 100).
 */
export const metrics = metricListSchema(metricId).parse([
  { id: "households", current: 25, target: 100, unit: "percent", basis: "planning" },
  { id: "fluency", current: 15, target: 100, unit: "percent", basis: "baseline" },
  { id: "hotspots", current: 20, target: 100, unit: "percent", basis: "planning" },
  { id: "onlineWork", current: 10, target: 80, unit: "people", basis: "planning" },
]);

const benefitId = z.enum(["learning", "health", "livelihoods", "services"]);
/** What changes for the village: title and description are keys by id. */
export const benefits = z
  .array(z.object({ id: benefitId }))
  .length(4)
  .parse([{ id: "learning" }, { id: "health" }, { id: "livelihoods" }, { id: "services" }]);

const phaseId = z.enum(["survey", "backbone", "hotspots", "households"]);

/** The rollout's phases as the plan gives them: when each is due. */
export const phases = [
  { id: "survey", timeline: { kind: "beforeLaunch" as const, year: 2025 } },
  { id: "backbone", timeline: { kind: "quarter" as const, quarter: STARLINK_BUDGET.timeline } },
  { id: "hotspots", timeline: { kind: "quarter" as const, quarter: "Q1 2026" } },
  { id: "households", timeline: { kind: "by" as const, month: "2026-06" } },
] as const satisfies readonly { id: z.infer<typeof phaseId>; timeline: Timeline }[];

/**
 * Four-phase rollout, its completion from a village's files (its ledger):
 * - survey and planning is the work before launch, at the 60% the plan states until work starts
 *   (status.json past Pre-Implementation) or the internet is installed, then done;
 * - the satellite kits and backbone, and the village hotspots, are done once the timeline's
 *   installInternet milestone ("Install satellite internet and village hotspots") is recorded;
 * - every household online has no record of its own in the files, so it stays planned.
 * Title and description are keys by id (`starlink-impact.phase.<id>[.description]`).
 */
export function phasesOf(ledger: Pick<Ledger, "started" | "milestoneRecord">) {
  // Whether the village's milestones.csv records the satellite internet and hotspots installed.
  const installed = ledger.milestoneRecord("installInternet") !== undefined;
  const surveyed = ledger.started || installed;
  const completion = {
    survey: surveyed ? 100 : 60,
    backbone: installed ? 100 : 0,
    hotspots: installed ? 100 : 0,
    households: 0,
  };
  return phaseListSchema(phaseId).parse(
    phases.map(({ id, timeline }) => ({
      id,
      status: phaseStatusOf(completion[id]),
      completion: completion[id],
      // The survey's 60% is the plan's own statement until the files move it on.
      basis: id === "survey" && !surveyed ? ("plan" as const) : ("recorded" as const),
      timeline,
    })),
  );
}

const statId = z.enum([
  "download",
  "upload",
  "latency",
  "uptime",
  "households",
  "hotspots",
  "users",
  "investment",
  "savings",
  "payback",
  "jobs",
]);
const cardId = z.enum(["performance", "coverage", "economics"]);

/** The three spec cards. */
export const specCards = z
  .array(z.object({ id: cardId, stats: z.array(statSchema(statId)).min(3) }))
  .length(3)
  .parse([
    {
      id: "performance",
      stats: [
        { id: "download", figure: DOWNLOAD_MBPS },
        { id: "upload", figure: UPLOAD_MBPS },
        { id: "latency", figure: LATENCY_MS },
        { id: "uptime", figure: UPTIME },
      ],
    },
    {
      id: "coverage",
      stats: [
        { id: "households", figure: HOUSEHOLD_COVERAGE },
        { id: "hotspots", figure: HOTSPOTS },
        { id: "users", figure: CONCURRENT_USERS },
      ],
    },
    {
      id: "economics",
      stats: [
        { id: "investment", figure: { value: STARLINK_PAGE_INVESTMENT, unit: "rupees" } },
        { id: "savings", figure: { value: ANNUAL_SAVINGS, unit: "rupees" } },
        { id: "payback", figure: { value: PAYBACK_YEARS, unit: "years" } },
        { id: "jobs", figure: JOBS },
      ],
    },
  ]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["STARLINK_BUDGET.budgeted", "category.starlink.budget"],
  ["STARLINK_PAGE_INVESTMENT", "category.starlink.budget"],
  ["HOTSPOTS.value", "starlink.hotspots"],
  ["UPTIME.value", "starlink.uptime"],
  ["PEAK_SPEED.value", "plan.internetMbps"],
  ["DOWNLOAD_MBPS.value.max", "plan.internetMbps"],
];

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({ phases: phasesOf(ledger) });
