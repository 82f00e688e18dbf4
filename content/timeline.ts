import { z } from "zod";
import { TOTAL_INVESTMENT, monthSpanSchema, phases, programme } from "@/content/budget";
import { village } from "@/content/village";

/**
 * The timeline page (spec §2 'Timeline page', §3 'Overview metric', 'Quarter milestone',
 * 'Timeline phase'). Nothing has started, so every quarter and phase is 'upcoming' (spec §4)
 * at 0%. Phase budgets are the 93 + 35 + 35 lakh reading that the spec gives for the
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

/** Labels and change texts are translated: `timeline.metrics.<id>.label` / `.change`. */
export const overviewMetrics: OverviewMetric[] = z
  .array(metricSchema)
  .length(4)
  .parse([
    { id: "duration", icon: "CalendarRange", format: "months", value: programme.months },
    // ₹1.63 Cr: the reading of the transparency, dashboard and timeline pages.
    { id: "investment", icon: "IndianRupee", format: "crore", value: TOTAL_INVESTMENT },
    { id: "people", icon: "Users", format: "count", value: village.population.total },
    { id: "phases", icon: "Flag", format: "phasesDone", value: 0 },
  ]);

export const quarterSchema = z.object({
  quarter: z.string().regex(/^Q[1-4] \d{4}$/),
  status,
  /** What the quarter is planned to achieve (nothing is achieved yet). */
  achievements: z.array(z.string()).min(1),
});
export type QuarterMilestone = z.infer<typeof quarterSchema>;

/** The first four quarters; their first items follow the budget lines' start quarters. */
export const quarterMilestones: QuarterMilestone[] = z
  .array(quarterSchema)
  .length(4)
  .parse([
    {
      quarter: "Q4 2025",
      status: "upcoming",
      achievements: [
        "Satellite internet kits installed and community hotspots switched on",
        "Telemedicine centre opens",
        "Water infrastructure work begins",
        `Baseline survey of all ${village.population.households} households`,
      ],
    },
    {
      quarter: "Q1 2026",
      status: "upcoming",
      achievements: [
        "Solar power system commissioned",
        "AI education lab opens",
        "Teachers trained for AI-assisted lessons",
      ],
    },
    {
      quarter: "Q2 2026",
      status: "upcoming",
      achievements: [
        "Skills training starts: digital marketing and remote work",
        "Phase 2 (Expansion) begins",
        "First quarterly gram sabha review of spending",
      ],
    },
    {
      quarter: "Q3 2026",
      status: "upcoming",
      achievements: [
        "Personalised learning in Chhattisgarhi, Hindi and English",
        "Women's self-help groups join the skills hub",
        "Mid-programme review of the eight targets",
      ],
    },
  ]);

const milestoneSchema = z.object({
  task: z.string(),
  completed: z.boolean(),
  priority: z.enum(["high", "medium"]),
});

export const phaseSchema = z.object({
  id: z.enum(["phase1", "phase2", "phase3"]),
  year: z.string(),
  /** Phase titles are translated: `timeline.phases.<id>`. */
  period: monthSpanSchema,
  status,
  completion: z.number().min(0).max(100),
  description: z.string(),
  budget: z.number().positive(),
  beneficiaries: z.number().int().positive(),
  keyGoals: z.array(z.string()).min(1),
  milestones: z.array(milestoneSchema).min(1),
});
export type TimelinePhase = z.infer<typeof phaseSchema>;

const budgetPhase = (id: TimelinePhase["id"]) => phases.find((p) => p.id === id)!;
const { total, children, adults } = village.population;

export const timelinePhases: TimelinePhase[] = z
  .array(phaseSchema)
  .length(3)
  .parse([
    {
      id: "phase1",
      year: "2025-26",
      period: budgetPhase("phase1").period,
      status: "upcoming",
      completion: 0,
      description:
        "Connectivity, solar water pumps, basic telemedicine and digital literacy: the infrastructure everything else stands on.",
      budget: budgetPhase("phase1").budget,
      // Internet, water and health reach everyone in the village.
      beneficiaries: total,
      keyGoals: [
        "Internet in every household",
        "Solar pumps for clean water",
        "Telemedicine centre open 24/7",
        "Digital literacy classes for every family",
      ],
      milestones: [
        {
          task: "Install satellite internet and village hotspots",
          completed: false,
          priority: "high",
        },
        { task: "Commission solar water pumps", completed: false, priority: "high" },
        { task: "Open the telemedicine centre", completed: false, priority: "high" },
        { task: "Start digital literacy classes", completed: false, priority: "medium" },
      ],
    },
    {
      id: "phase2",
      year: "2026",
      period: budgetPhase("phase2").period,
      status: "upcoming",
      completion: 0,
      description:
        "AI-personalised learning, skills training and the first village enterprises, built on the new infrastructure.",
      budget: budgetPhase("phase2").budget,
      // Learning and skills: the children and the working-age adults.
      beneficiaries: children + adults,
      keyGoals: [
        "Personalised learning for every child",
        "Skills training in digital marketing and remote work",
        "Agri-processing plans with farmers",
      ],
      milestones: [
        { task: "Run AI lessons in three languages", completed: false, priority: "high" },
        { task: "Train the first skills-hub cohort", completed: false, priority: "high" },
        {
          task: "Agree agri-processing products with farmers",
          completed: false,
          priority: "medium",
        },
      ],
    },
    {
      id: "phase3",
      year: "2026-27",
      period: budgetPhase("phase3").period,
      status: "upcoming",
      completion: 0,
      description:
        "Reaching the targets, making every service pay its way and handing it over to the village to run.",
      budget: budgetPhase("phase3").budget,
      beneficiaries: total,
      keyGoals: [
        "Literacy and digital fluency targets met",
        "Services run by village staff",
        "A model documented for other villages",
      ],
      milestones: [
        { task: "Measure every target against the baseline", completed: false, priority: "high" },
        { task: "Hand services over to village operators", completed: false, priority: "high" },
        { task: "Publish the replication guide", completed: false, priority: "medium" },
      ],
    },
  ]);

export const focusSchema = z.object({
  id: z.enum(["digital", "languages", "careers"]),
  phase: z.enum(["phase1", "phase2", "phase3"]),
  icon: z.enum(["Laptop", "Languages", "Briefcase"]),
  /** Titles are translated: `timeline.focus.<id>`. */
  description: z.string(),
});

/** What learning concentrates on in each phase. */
export const educationalFocus = z
  .array(focusSchema)
  .length(3)
  .parse([
    {
      id: "digital",
      phase: "phase1",
      icon: "Laptop",
      description:
        "Every family learns to use a phone and the internet safely: payments, health, government services.",
    },
    {
      id: "languages",
      phase: "phase2",
      icon: "Languages",
      description: `The ${children} children learn at their own pace in Chhattisgarhi, Hindi and English in the AI lab.`,
    },
    {
      id: "careers",
      phase: "phase3",
      icon: "Briefcase",
      description:
        "Young adults finish school with digital skills, and adults move into remote work and enterprise.",
    },
  ]);
