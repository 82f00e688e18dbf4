import { z } from "zod";
import { INCOME_MULTIPLE } from "@/content/budget";
import { figureSchema, INCOME_TARGET_MONTHLY } from "@/content/home/shared";
import { targetYear } from "@/content/home/targets";
import { HOME_PAGE_CHILDREN, village } from "@/content/village";
import { local, type FigureMeasures } from "@/content/figures/measures";

export const ageGroupSchema = z.object({
  id: z.enum(["children", "adults", "seniors"]),
  /** Inclusive; no `max` means "and over". */
  ageRange: z.object({
    min: z.number().int().nonnegative(),
    max: z.number().int().positive().optional(),
  }),
  people: z.number().int().positive(),
  targetMetric: figureSchema,
  /** What the target label quotes: `{year}`, or `{n}` and `{to}` of a figure. */
  targetLabel: z.object({ year: z.number().int().optional(), figure: figureSchema.optional() }),
  programs: z.array(z.string()).min(3),
});
export type AgeGroupProgramme = z.infer<typeof ageGroupSchema>;

/** Three age-group programmes (spec §3 'Age-group programme (home)'). Children: the home reading, 460. */
export const ageGroups: AgeGroupProgramme[] = z
  .array(ageGroupSchema)
  .length(3)
  .parse([
    {
      id: "children",
      ageRange: { min: 3, max: 18 },
      people: HOME_PAGE_CHILDREN,
      targetMetric: { n: 100, format: "percent" },
      targetLabel: { year: targetYear("literacy") },
      programs: ["aiTutor", "languages", "coding", "earlyYears"],
    },
    {
      id: "adults",
      ageRange: { min: 19, max: 59 },
      people: village.population.adults,
      targetMetric: { n: INCOME_MULTIPLE },
      targetLabel: {
        figure: {
          n: village.economic.averageMonthlyIncome,
          to: INCOME_TARGET_MONTHLY,
          format: "rupees",
        },
      },
      programs: ["digitalMarketing", "remoteWork", "agri", "womenEnterprise"],
    },
    {
      id: "seniors",
      ageRange: { min: 60 },
      people: village.population.seniors,
      targetMetric: { n: 100, format: "percent" },
      targetLabel: { year: targetYear("health") },
      programs: ["telehealth", "services", "knowledge"],
    },
  ]);

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["ageGroups[*].people", "population.{id}"],
  ["ageGroups[*].*", local],
];
