import { z } from "zod";
import { AGE_GROUP_INVESTMENT, phases } from "@/content/budget";
import { village } from "@/content/village";

/** The education programme (spec §2 'Education page', §9 'Education'). */

/** Ages served: 3 to 18. */
export const AGE_RANGE = { min: 3, max: 18 } as const;

/** The literacy target for every child. */
export const LITERACY_TARGET = 100;

/** ₹35 lakh: the children's share of the age-group investment, which is the education budget. */
export const EDUCATION_INVESTMENT = AGE_GROUP_INVESTMENT[0];

/** Titles are headings, so they are translated: `education.groups.<id>.title`. */
export const ageGroupSchema = z.object({
  id: z.enum(["early", "middle", "young"]),
  ageGroup: z.string().regex(/^\d+-\d+$/),
  students: z.number().int().positive(),
  currentLiteracy: z.number().min(0).max(100),
  targetLiteracy: z.number().min(0).max(100),
  programs: z.array(z.string()).min(1),
  outcomes: z.array(z.string()).min(1),
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
      programs: [
        "Play-based reading in Chhattisgarhi and Hindi",
        "Number games on shared tablets",
        "Story hour at the anganwadi with parents",
      ],
      outcomes: [
        "Reads simple sentences in the mother tongue by age 8",
        "Counts, adds and subtracts to 100",
      ],
    },
    {
      id: "middle",
      ageGroup: "9-14",
      students: 240,
      currentLiteracy: 62,
      targetLiteracy: LITERACY_TARGET,
      programs: [
        "AI-personalised maths and science practice",
        "English as a third language, taught from Chhattisgarhi and Hindi",
        "Coding basics with block programming",
      ],
      outcomes: [
        "Reads and writes fluently in Hindi and English",
        "Completes a small coding project",
      ],
    },
    {
      id: "young",
      ageGroup: "15-18",
      students: 120,
      currentLiteracy: 78,
      targetLiteracy: LITERACY_TARGET,
      programs: [
        "Board exam preparation with an AI tutor",
        "Digital marketing and remote-work skills",
        "Career guidance and scholarship applications",
      ],
      outcomes: [
        "Finishes school with a digital skills certificate",
        "Has a plan for college, training or work",
      ],
    },
  ]);

/** Students across the three groups: must equal the village's 540 children. */
export function totalStudents(): number {
  return ageGroups.reduce((sum, g) => sum + g.students, 0);
}

/** The 540 children of the village baseline, which the hero shows. */
export const STUDENTS = village.population.children;

/** Method titles are translated: `education.methods.<id>`. Descriptions stay English. */
export const methodSchema = z.object({
  id: z.enum(["personalised", "motherTongue", "projects", "community"]),
  icon: z.enum(["Brain", "Languages", "Sprout", "Users"]),
  description: z.string(),
});

export const teachingMethods = z
  .array(methodSchema)
  .length(4)
  .parse([
    {
      id: "personalised",
      icon: "Brain",
      description:
        "Each child practises at their own level and pace; teachers see who is stuck and step in.",
    },
    {
      id: "motherTongue",
      icon: "Languages",
      description:
        "Children start in Chhattisgarhi, then build Hindi and English on top, so no one falls behind on language alone.",
    },
    {
      id: "projects",
      icon: "Sprout",
      description:
        "Projects on the village's own questions: the solar pumps, crop prices, the water table, the health centre.",
    },
    {
      id: "community",
      icon: "Users",
      description:
        "Monthly parents' meetings, elders' stories in the curriculum and older students mentoring younger ones.",
    },
  ]);

/** Phase titles are translated: `education.roadmap.<phase>`. */
export const roadmapSchema = z.object({
  phase: z.enum(["phase1", "phase2", "phase3"]),
  period: z.string(),
  /** Percent done: 0 until work starts. */
  progress: z.number().min(0).max(100),
  activities: z.array(z.string()).min(1),
  milestones: z.array(z.string()).min(1),
});
export type EducationRoadmapPhase = z.infer<typeof roadmapSchema>;

const period = (id: string) => phases.find((p) => p.id === id)!.period;

/** Three roadmap phases, on the programme's phase calendar (content/budget.ts). */
export const roadmap: EducationRoadmapPhase[] = z
  .array(roadmapSchema)
  .length(3)
  .parse([
    {
      phase: "phase1",
      period: period("phase1"),
      progress: 0,
      activities: [
        "Set up the AI education lab",
        "Train teachers in AI-assisted lessons",
        "Reading and maths check for every child",
      ],
      milestones: ["Lab open to all three age groups", "A learning baseline for each child"],
    },
    {
      phase: "phase2",
      period: period("phase2"),
      progress: 0,
      activities: [
        "Personalised lessons in Chhattisgarhi, Hindi and English",
        "Coding clubs and project work",
        "Monthly parents' learning meetings",
      ],
      milestones: [
        "Every child learning at their own level",
        "First student projects shown to the gram sabha",
      ],
    },
    {
      phase: "phase3",
      period: period("phase3"),
      progress: 0,
      activities: [
        "Career guidance and exam preparation",
        "Digital skills certificates for young adults",
        "Handover of the lab to the school and the panchayat",
      ],
      milestones: ["Literacy check against the 100% target", "The lab runs without outside staff"],
    },
  ]);
