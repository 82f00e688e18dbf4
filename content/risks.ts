import { z } from "zod";
import { CONTINGENCY_PERCENT, TOTAL_INVESTMENT } from "@/content/budget";
import type { FigureMeasures } from "@/content/figures/measures";

/**
 * The programme's risk register (spec §3 'Risk'), shown on the implementation timeline's
 * Risk Management tab and on /risk-management. Probability and impact are Low, Medium or High.
 */

export const riskLevels = ["Low", "Medium", "High"] as const;
export const riskLevelSchema = z.enum(riskLevels);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** The risks' codes, in register order; each names its text in the dictionaries. */
export const riskIds = [
  "R1",
  "R2",
  "R3",
  "R4",
  "R5",
  "R6",
  "R7",
  "R8",
  "R9",
  "R10",
  "R11",
  "R12",
] as const;
export type RiskId = (typeof riskIds)[number];

export const riskSchema = z.object({
  /**
   * Short code used in the matrix and as the table row's anchor, e.g. "R1". The words (the risk,
   * its mitigation and contingency) are `risk-management.risk.<id>.*` in content/i18n.
   */
  id: z.enum(riskIds),
  probability: riskLevelSchema,
  impact: riskLevelSchema,
});
export type Risk = z.infer<typeof riskSchema>;

/** The text fields of a risk, each a dictionary key `risk-management.risk.<id>.<field>`. */
export const riskTextFields = ["risk", "mitigation", "contingency"] as const;
export type RiskTextField = (typeof riskTextFields)[number];

/**
 * Figures the risk text quotes, filled into its `{placeholders}` at render time: R1's risk names
 * the total budget, R1's mitigation the contingency reserve.
 */
export const riskFigures = { total: TOTAL_INVESTMENT, reserve: CONTINGENCY_PERCENT } as const;

export const risks: Risk[] = z
  .array(riskSchema)
  .length(riskIds.length)
  .parse([
    { id: "R1", probability: "Medium", impact: "High" },
    { id: "R2", probability: "Medium", impact: "High" },
    { id: "R3", probability: "Medium", impact: "Medium" },
    { id: "R4", probability: "High", impact: "Medium" },
    { id: "R5", probability: "Medium", impact: "Medium" },
    { id: "R6", probability: "Medium", impact: "Medium" },
    { id: "R7", probability: "Medium", impact: "Medium" },
    { id: "R8", probability: "Medium", impact: "Low" },
    { id: "R9", probability: "Low", impact: "Medium" },
    { id: "R10", probability: "Low", impact: "High" },
    { id: "R11", probability: "Medium", impact: "Low" },
    { id: "R12", probability: "Low", impact: "Low" },
  ]);

/** 0, 1 or 2 for Low, Medium, High. */
export function levelIndex(level: RiskLevel): number {
  return riskLevels.indexOf(level);
}

/** Severity of a matrix cell: the sum of the two level indices (0 to 4). */
export function severity(probability: RiskLevel, impact: RiskLevel): number {
  return levelIndex(probability) + levelIndex(impact);
}

/** The risks in one cell of the probability × impact matrix. */
export function risksAt(probability: RiskLevel, impact: RiskLevel): Risk[] {
  return risks.filter((r) => r.probability === probability && r.impact === impact);
}

/** Count of risks at a level, for the headline figures. */
export function countWith(field: "probability" | "impact", level: RiskLevel): number {
  return risks.filter((r) => r[field] === level).length;
}

/**
 * What each number this module exports measures, by its path: the figure walk reads it
 * (content/figures/walk.ts; content/figures/measures.ts says how a rule reads).
 */
export const figureMeasures: FigureMeasures = [
  ["riskFigures.total", "investment.total"],
  ["riskFigures.reserve", "plan.contingencyPercent"],
];
