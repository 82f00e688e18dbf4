import { z } from "zod";
import { AGE_GROUP_INVESTMENT, monthSpanSchema, phases } from "@/content/budget";
import { village } from "@/content/village";
import { phaseStatus } from "@/content/timeline";
import type { Ledger } from "@/content/ledger/derive";
import { local, type FigureMeasures } from "@/content/figures/measures";
import type { LedgerFigures } from "@/content/registry";

/** The education programme (spec §2 'Education page', §9 'Education'). */

/** Ages served: 3 to 18. */
export const AGE_RANGE = { min: 3, max: 18 } as const;

/** The literacy target for every child. */
export const LITERACY_TARGET = 100;

/** ₹35 lakh: the children's share of the age-group investment, which is the education budget. */
export const EDUCATION_INVESTMENT = AGE_GROUP_INVESTMENT[0];

/**
 * Spent on education so far: the AI education lab's budget line in a village's files
 * (expenses.csv), the one line of the hub's six that is the children's.
 */
export function educationSpentOf(ledger: Pick<Ledger, "categoryTally">): number {
  return ledger.categoryTally("aiLab").spent;
}

/**
 * Titles, programmes and outcomes are words, so they live in the dictionaries:
 * `education.groups.<id>.title`, `education.groups.program.<program>` and
 * `education.groups.outcome.<outcome>`. Here: ids, ages, counts and literacy figures.
 */
export const programIds = [
  "playReading",
  "numberGames",
  "storyHour",
  "aiPractice",
  "english",
  "coding",
  "examPrep",
  "digitalSkills",
  "careerGuidance",
] as const;
export const outcomeIds = [
  "readsSentences",
  "counts",
  "readsWrites",
  "codingProject",
  "certificate",
  "plan",
] as const;

export const ageGroupSchema = z.object({
  id: z.enum(["early", "middle", "young"]),
  ageGroup: z.string().regex(/^\d+-\d+$/),
  students: z.number().int().positive(),
  currentLiteracy: z.number().min(0).max(100),
  targetLiteracy: z.number().min(0).max(100),
  programs: z.array(z.enum(programIds)).min(1),
  outcomes: z.array(z.enum(outcomeIds)).min(1),
});
export type AgeGroupProgramme = z.infer<typeof ageGroupSchema>;

/** Spec §3 'Age-group programme (education)': 180 + 240 + 120 students, literacy 45/62/78%. */
export const ageGroups: AgeGroupProgramme[] = z
  .array(ageGroupSchema)
  .length(3)
  .parse([
    {
      id: "early",
      ageGroup: "3-8",
      students: 180,
      currentLiteracy: 45,
      targetLiteracy: LITERACY_TARGET,
      programs: ["playReading", "numberGames", "storyHour"],
      outcomes: ["readsSentences", "counts"],
    },
    {
      id: "middle",
      ageGroup: "9-14",
      students: 240,
      currentLiteracy: 62,
      targetLiteracy: LITERACY_TARGET,
      programs: ["aiPractice", "english", "coding"],
      outcomes: ["readsWrites", "codingProject"],
    },
    {
      id: "young",
      ageGroup: "15-18",
      students: 120,
      currentLiteracy: 78,
      targetLiteracy: LITERACY_TARGET,
      programs: ["examPrep", "digitalSkills", "careerGuidance"],
      outcomes: ["certificate", "plan"],
    },
  ]);

/** The oldest age in a group: "3-8" gives 8, which an outcome quotes as `{age}`. */
export function maxAge(group: AgeGroupProgramme): number {
  return Number(group.ageGroup.split("-")[1]);
}

/** Students across the three groups: must equal the village's 540 children. */
export function totalStudents(): number {
  return ageGroups.reduce((sum, g) => sum + g.students, 0);
}

/** The 540 children of the village baseline, which the hero shows. */
export const STUDENTS = village.population.children;

/** Method titles and descriptions are translated: `education.methods.<id>` and `.<id>.description`. */
export const methodSchema = z.object({
  id: z.enum(["personalised", "motherTongue", "projects", "community"]),
  icon: z.enum(["Brain", "Languages", "Sprout", "Users"]),
});

export const teachingMethods = z
  .array(methodSchema)
  .length(4)
  .parse([
    { id: "personalised", icon: "Brain" },
    { id: "motherTongue", icon: "Languages" },
    { id: "projects", icon: "Sprout" },
    { id: "community", icon: "Users" },
  ]);

/**
 * Phase titles, activities and milestones are translated: `education.roadmap.<phase>`,
 * `education.roadmap.activity.<id>` and `education.roadmap.milestone.<id>`.
 */
export const activityIds = [
  "setUpLab",
  "trainTeachers",
  "baselineCheck",
  "personalisedLessons",
  "codingClubs",
  "parentsMeetings",
  "careerGuidance",
  "certificates",
  "handover",
] as const;
export const milestoneIds = [
  "labOpen",
  "baseline",
  "everyChild",
  "projectsShown",
  "literacyCheck",
  "runsAlone",
] as const;

export const roadmapPlanSchema = z.object({
  phase: z.enum(["phase1", "phase2", "phase3"]),
  period: monthSpanSchema,
  activities: z.array(z.enum(activityIds)).min(1),
  milestones: z.array(z.enum(milestoneIds)).min(1),
});
export type EducationRoadmapPlan = z.infer<typeof roadmapPlanSchema>;

export const roadmapSchema = roadmapPlanSchema.extend({
  /**
   * Percent done and status: those of the programme phase it follows on the timeline (the share
   * of that phase's milestones a village's files record, content/timeline.ts).
   */
  progress: z.number().min(0).max(100),
  status: z.enum(["upcoming", "active", "completed"]),
});
export type EducationRoadmapPhase = z.infer<typeof roadmapSchema>;

const period = (id: string) => phases.find((p) => p.id === id)!.period;

/** Three roadmap phases, on the programme's phase calendar (content/budget.ts). */
export const roadmap: EducationRoadmapPlan[] = z
  .array(roadmapPlanSchema)
  .length(3)
  .parse([
    {
      phase: "phase1",
      period: period("phase1"),
      activities: ["setUpLab", "trainTeachers", "baselineCheck"],
      milestones: ["labOpen", "baseline"],
    },
    {
      phase: "phase2",
      period: period("phase2"),
      activities: ["personalisedLessons", "codingClubs", "parentsMeetings"],
      milestones: ["everyChild", "projectsShown"],
    },
    {
      phase: "phase3",
      period: period("phase3"),
      activities: ["careerGuidance", "certificates", "handover"],
      milestones: ["literacyCheck", "runsAlone"],
    },
  ]);

/** The roadmap with where a village's ledger places the timeline phase each follows. */
export function roadmapOf(
  ledger: Pick<Ledger, "progressStatus" | "phaseMilestones" | "phaseCompletion">,
): EducationRoadmapPhase[] {
  return z
    .array(roadmapSchema)
    .length(3)
    .parse(
      roadmap.map((r) => ({
        ...r,
        progress: ledger.phaseCompletion(r.phase),
        status: phaseStatus(r.phase, ledger),
      })),
    );
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["STUDENTS", "population.children"],
  ["LITERACY_TARGET", "target.literacy"],
  ["EDUCATION_INVESTMENT", "category.education.budget"],
  ["*", local],
];

/** A village's figures for the figure walk (the registry reads the pilot's), under the names the pages have shown them by. */
export const ledgerFigures: LedgerFigures = (ledger) => ({
  EDUCATION_SPENT: educationSpentOf(ledger),
  roadmap: roadmapOf(ledger),
});
