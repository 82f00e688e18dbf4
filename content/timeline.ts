import { z } from "zod";
import { TOTAL_INVESTMENT, monthSpanSchema, phases, programme } from "@/content/budget";
import { village } from "@/content/village";
import type { Ledger } from "@/content/ledger/derive";
import { milestoneIds } from "@/content/ledger/ids";
import { local, type FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/**
 * The timeline page (spec §2 'Timeline page', §3 'Overview metric', 'Quarter milestone',
 * 'Timeline phase'). The plan is constants; statuses, completion and achieved milestones are
 * functions of a village's ledger (content/ledger/derive.ts): with the published files nothing
 * has started, so every quarter and phase is 'upcoming' (spec §4) at 0%. The quarters are content/timeline-quarters.ts. Phase budgets are the 93 + 35 + 35 lakh reading that the spec gives for the
 * transparency, dashboard and timeline pages (content/budget.ts `phases`).
 */

const status = z.enum(["upcoming", "active", "completed"]);
export type TimelineStatus = z.infer<typeof status>;

export const metricSchema = z.object({
  id: z.enum(["duration", "investment", "people", "phases"]),
  /** A lucide-react icon, by name. */
  icon: z.enum(["CalendarRange", "IndianRupee", "Users", "Flag"]),
  /** How the value is written: months, rupees in crore, a count, or phases done out of all. */
  format: z.enum(["months", "crore", "count", "phasesDone"]),
  value: z.number().nonnegative(),
});
export type OverviewMetric = z.infer<typeof metricSchema>;

type ProgressLedger = Pick<Ledger, "progressStatus" | "phaseMilestones">;

/** A phase's status from a village's ledger: the dashboard's, in the timeline's words. */
export function phaseStatus(
  id: "phase1" | "phase2" | "phase3",
  ledger: ProgressLedger,
): TimelineStatus {
  const period = phases.find((p) => p.id === id)!.period;
  const s = ledger.progressStatus({ period, milestones: ledger.phaseMilestones(id) });
  return s === "planned" ? "upcoming" : s;
}

/** Labels and change texts are translated: `timeline.metrics.<id>.label` / `.change`. */
export function overviewMetricsOf(ledger: ProgressLedger): OverviewMetric[] {
  return z
    .array(metricSchema)
    .length(4)
    .parse([
      { id: "duration", icon: "CalendarRange", format: "months", value: programme.months },
      // ₹1.63 Cr: the reading of the transparency, dashboard and timeline pages.
      { id: "investment", icon: "IndianRupee", format: "crore", value: TOTAL_INVESTMENT },
      { id: "people", icon: "Users", format: "count", value: village.population.total },
      {
        id: "phases",
        icon: "Flag",
        format: "phasesDone",
        value: phases.filter((p) => phaseStatus(p.id, ledger) === "completed").length,
      },
    ]);
}

/** A phase's key goals; the words are `timeline.phases.goal.<id>`. */
export const goalId = z.enum([
  "internetEveryHome",
  "solarPumps",
  "telemedicine247",
  "digitalClasses",
  "personalisedEveryChild",
  "skillsTraining",
  "agriPlans",
  "targetsMet",
  "villageStaff",
  "modelDocumented",
]);
export type GoalId = z.infer<typeof goalId>;

/** A phase's milestone tasks; the words are `timeline.phases.milestone.<id>`. */
export const milestoneId = z.enum(milestoneIds);
export type MilestoneId = z.infer<typeof milestoneId>;

const milestoneSchema = z
  .object({
    id: milestoneId,
    completed: z.boolean(),
    /** The day content/villages/pilot/actuals/milestones.csv records it achieved, YYYY-MM-DD. */
    achievedOn: z.iso.date().optional(),
    priority: z.enum(["high", "medium"]),
  })
  .refine((m) => m.completed === (m.achievedOn !== undefined), "achieved milestones have a date");

/** A phase as the plan gives it: period, budget, who it serves, goals and milestone tasks. */
export const phasePlanSchema = z.object({
  id: z.enum(["phase1", "phase2", "phase3"]),
  year: z.string(),
  /** Phase titles are translated: `timeline.phases.<id>`; descriptions `timeline.phases.<id>.description`. */
  period: monthSpanSchema,
  budget: z.number().positive(),
  beneficiaries: z.number().int().positive(),
  keyGoals: z.array(goalId).min(1),
  milestones: z.array(z.object({ id: milestoneId, priority: z.enum(["high", "medium"]) })).min(1),
});
export type TimelinePhasePlan = z.infer<typeof phasePlanSchema>;

/** A phase with what a village's files record of it: status, completion, achieved milestones. */
export const phaseSchema = phasePlanSchema.extend({
  status,
  completion: z.number().min(0).max(100),
  milestones: z.array(milestoneSchema).min(1),
});
export type TimelinePhase = z.infer<typeof phaseSchema>;

const budgetPhase = (id: TimelinePhase["id"]) => phases.find((p) => p.id === id)!;

const milestone = (id: MilestoneId, priority: "high" | "medium") => ({ id, priority });
const { total, children, adults } = village.population;

export const timelinePhases: TimelinePhasePlan[] = z
  .array(phasePlanSchema)
  .length(3)
  .parse([
    {
      id: "phase1",
      year: "2025-26",
      period: budgetPhase("phase1").period,
      budget: budgetPhase("phase1").budget,
      // Internet, water and health reach everyone in the village.
      beneficiaries: total,
      keyGoals: ["internetEveryHome", "solarPumps", "telemedicine247", "digitalClasses"],
      milestones: [
        milestone("installInternet", "high"),
        milestone("commissionPumps", "high"),
        milestone("openTelemedicine", "high"),
        milestone("startDigitalClasses", "medium"),
      ],
    },
    {
      id: "phase2",
      year: "2026",
      period: budgetPhase("phase2").period,
      budget: budgetPhase("phase2").budget,
      // Learning and skills: the children and the working-age adults.
      beneficiaries: children + adults,
      keyGoals: ["personalisedEveryChild", "skillsTraining", "agriPlans"],
      milestones: [
        milestone("aiLessons", "high"),
        milestone("firstCohort", "high"),
        milestone("agreeAgriProducts", "medium"),
      ],
    },
    {
      id: "phase3",
      year: "2026-27",
      period: budgetPhase("phase3").period,
      budget: budgetPhase("phase3").budget,
      beneficiaries: total,
      keyGoals: ["targetsMet", "villageStaff", "modelDocumented"],
      milestones: [
        milestone("measureTargets", "high"),
        milestone("handOver", "high"),
        milestone("publishGuide", "medium"),
      ],
    },
  ]);

/**
 * The phases with a village's ledger: a milestone is completed when its milestones.csv records it
 * achieved, and a phase's status and completion are the ledger's.
 */
export function timelinePhasesOf(
  ledger: ProgressLedger & Pick<Ledger, "milestoneRecord" | "phaseCompletion">,
): TimelinePhase[] {
  return z
    .array(phaseSchema)
    .length(3)
    .parse(
      timelinePhases.map((phase) => ({
        ...phase,
        status: phaseStatus(phase.id, ledger),
        completion: ledger.phaseCompletion(phase.id),
        milestones: phase.milestones.map(({ id, priority }) => {
          const record = ledger.milestoneRecord(id);
          return record
            ? { id, completed: true, achievedOn: record.achieved, priority }
            : { id, completed: false, priority };
        }),
      })),
    );
}

export const focusSchema = z.object({
  id: z.enum(["digital", "languages", "careers"]),
  phase: z.enum(["phase1", "phase2", "phase3"]),
  icon: z.enum(["Laptop", "Languages", "Briefcase"]),
  /** Titles are `timeline.focus.<id>`, descriptions `timeline.focus.<id>.description`. */
});

/**
 * What learning concentrates on in each phase. The languages card counts the village's
 * children (`village.population.children`), filled in at render time.
 */
export const educationalFocus = z
  .array(focusSchema)
  .length(3)
  .parse([
    { id: "digital", phase: "phase1", icon: "Laptop" },
    { id: "languages", phase: "phase2", icon: "Languages" },
    { id: "careers", phase: "phase3", icon: "Briefcase" },
  ]);

/** The timeline's milestones, and how many of them a village's milestones.csv records. */
export function milestoneTallyOf(ledger: Pick<Ledger, "milestoneRecord">) {
  return {
    achieved: milestoneIds.filter((id) => ledger.milestoneRecord(id) !== undefined).length,
    milestones: milestoneIds.length,
  };
}

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  overviewMetrics: overviewMetricsOf(ledger),
  timelinePhases: timelinePhasesOf(ledger),
  milestoneTally: milestoneTallyOf(ledger),
});

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["timelinePhases[*].budget", "phase.{id}.budget"],
  ["timelinePhases[*].*", local],
  ["overviewMetrics[*].value", "timeline.{id}"],
  ["milestoneTally.*", local],
];
