import { z } from "zod";
import { budgetCategories } from "@/content/budget-categories";
import type { Ledger } from "@/content/ledger/derive";
import { metricListSchema, storyListOf, unitSchema } from "./schema";
import type { FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** AI learning lab (spec §9 'AI lab'); shown on /ai-lab-impact. */

/** The lab's budget line on the transparency hub, for its start quarter (Q1 2026). */
export const AI_LAB_BUDGET = budgetCategories.find((c) => c.id === "aiLab")!;

/**
 * The day AI lessons began, when a village's milestones.csv records the timeline's aiLessons
 * milestone; no programme's completion is recorded in the files, so each stays at 0 below.
 */
export function aiLessonsBeganOf(ledger: Pick<Ledger, "milestoneRecord">): string | undefined {
  return ledger.milestoneRecord("aiLessons")?.achieved;
}

const metricId = z.enum(["utilization", "students", "courses", "programming"]);
/** Planning figures against the lab's full capacity: nothing is running before launch. */
export const metrics = metricListSchema(metricId).parse([
  { id: "utilization", current: 70, target: 100, unit: "percent", basis: "planning" },
  { id: "students", current: 150, target: 500, unit: "students", basis: "planning" },
  { id: "courses", current: 8, target: 20, unit: "courses", basis: "planning" },
  { id: "programming", current: 40, target: 80, unit: "students", basis: "planning" },
]);

const programmeId = z.enum(["foundations", "tutor", "coding", "adults"]);
/**
 * Spec §3 'Training program'. Participants are planned first-cohort seats: the three school-age
 * programmes add up to the 150 students above, and coding's seats are the 40 programming
 * students. Completion is 0% for all: teaching starts with the lab. Title and description are
 * keys by id (`ai-lab-impact.programme.<id>[.description]`).
 */
export const programmes = z
  .array(
    z.object({
      id: programmeId,
      ageRange: z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }),
      participants: z.number().int().positive(),
      completion: z.number().min(0).max(100),
      schoolAge: z.boolean(),
    }),
  )
  .length(4)
  .parse([
    {
      id: "foundations",
      ageRange: { min: 6, max: 10 },
      participants: 50,
      completion: 0,
      schoolAge: true,
    },
    {
      id: "tutor",
      ageRange: { min: 11, max: 14 },
      participants: 60,
      completion: 0,
      schoolAge: true,
    },
    {
      id: "coding",
      ageRange: { min: 15, max: 18 },
      participants: 40,
      completion: 0,
      schoolAge: true,
    },
    {
      id: "adults",
      ageRange: { min: 18, max: 45 },
      participants: 60,
      completion: 0,
      schoolAge: false,
    },
  ]);

const facilityId = z.enum(["workstations", "software", "backup"]);
/** Spec §3 'Facility': planned at opening against the full build-out; descriptions are keys by id. */
export const facilities = z
  .array(
    z.object({
      id: facilityId,
      current: z.number().nonnegative(),
      target: z.number().positive(),
      unit: unitSchema,
    }),
  )
  .length(3)
  .parse([
    {
      id: "workstations",
      current: 30,
      target: 50,
      unit: "computers",
    },
    {
      id: "software",
      current: 15,
      target: 25,
      unit: "licences",
    },
    {
      id: "backup",
      current: 12,
      target: 24,
      unit: "hours",
    },
  ]);

const projectionId = z.enum(["employment", "skills", "projects", "income"]);
/** Five-year projections: where each measure starts and where the plan expects it in year 5. */
export const projections = z
  .array(z.object({ id: projectionId, start: z.number(), year5: z.number(), unit: unitSchema }))
  .length(4)
  .parse([
    { id: "employment", start: 25, year5: 80, unit: "percent" },
    { id: "skills", start: 40, year5: 95, unit: "percent" },
    { id: "projects", start: 5, year5: 20, unit: "projects" },
    { id: "income", start: 15, year5: 50, unit: "percent" },
  ]);

const storyId = z.enum(["kavita", "ramesh", "sunita"]);
/** Illustrative success stories; name, role, story and hope are keys by id. */
export const stories = storyListOf(storyId).parse([
  { id: "kavita", age: 14, illustrative: true },
  { id: "ramesh", age: 19, illustrative: true },
  { id: "sunita", age: 38, illustrative: true },
]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  // What the programme will build and earn, page by page.
  ["AI_LAB_BUDGET.budgeted", "category.aiLab.budget"],
  ["facilities[*].current", "ai-lab.{id}"],
  ["facilities[*].target", "ai-lab.{id}.target"],
];

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  AI_LESSONS_BEGAN: aiLessonsBeganOf(ledger),
});
