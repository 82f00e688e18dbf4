import { z } from "zod";
import { CONTINGENCY_PERCENT, TOTAL_INVESTMENT } from "@/content/budget";
import { formatCrore } from "@/lib/format";

/**
 * The programme's risk register (spec §3 'Risk'), shown on the implementation timeline's
 * Risk Management tab and on /risk-management. Probability and impact are Low, Medium or High.
 */

export const riskLevels = ["Low", "Medium", "High"] as const;
export const riskLevelSchema = z.enum(riskLevels);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const riskSchema = z.object({
  /** Short code used in the matrix and as the table row's anchor, e.g. "R1". */
  id: z.string().regex(/^R\d+$/),
  risk: z.string().min(1),
  probability: riskLevelSchema,
  impact: riskLevelSchema,
  mitigation: z.string().min(1),
  contingency: z.string().min(1),
});
export type Risk = z.infer<typeof riskSchema>;

export const risks: Risk[] = z
  .array(riskSchema)
  .min(1)
  .parse([
    {
      id: "R1",
      risk: `Funding arrives late or falls short of the ${formatCrore(TOTAL_INVESTMENT, "en", 2)} plan`,
      probability: "Medium",
      impact: "High",
      mitigation: `Money is raised and released phase by phase, and a ${CONTINGENCY_PERCENT}% contingency reserve is kept in the budget.`,
      contingency:
        "Phase 1 essentials (internet, water, health) go first; later items are re-phased and the change is published.",
    },
    {
      id: "R2",
      risk: "Villagers, especially women and seniors, do not take up digital services",
      probability: "Medium",
      impact: "High",
      mitigation:
        "Training in Chhattisgarhi by village volunteers, separate sessions for women and seniors, and useful services first (health, payments).",
      contingency:
        "Door-to-door help for households left behind and a training plan revised at each phase review.",
    },
    {
      id: "R3",
      risk: "Satellite internet equipment is delayed by supply or licensing",
      probability: "Medium",
      impact: "Medium",
      mitigation:
        "Kits ordered at launch with delivery dates in the contract; licensing checked before ordering.",
      contingency:
        "The first kit serves the school and health centre while the rest arrive; the hotspot roll-out moves by a month.",
    },
    {
      id: "R4",
      risk: "Power cuts stop the lab, the health centre or the network",
      probability: "High",
      impact: "Medium",
      mitigation:
        "The solar grid with battery storage powers the essential services, with surge protection.",
      contingency: "Power is kept for the telemedicine centre first, then the school lab.",
    },
    {
      id: "R5",
      risk: "Doctors are not available for tele-consultations at the agreed hours",
      probability: "Medium",
      impact: "Medium",
      mitigation: "Agreements with more than one hospital and a published rota of doctors.",
      contingency:
        "Emergency cases are referred to the nearest hospital with transport arranged by the health worker.",
    },
    {
      id: "R6",
      risk: "Monsoon storms damage panels, masts or cables",
      probability: "Medium",
      impact: "Medium",
      mitigation:
        "Outdoor work is scheduled outside the monsoon, mounts are weather-proofed and equipment is insured.",
      contingency: "Repairs are paid from the contingency reserve and the insurance claim.",
    },
    {
      id: "R7",
      risk: "Equipment prices rise before purchase",
      probability: "Medium",
      impact: "Medium",
      mitigation: "Fixed-price quotations are signed before ordering.",
      contingency:
        "Lower-priority purchases are deferred to a later phase so the phase budget holds.",
    },
    {
      id: "R8",
      risk: "Trained staff or trainers leave the village",
      probability: "Medium",
      impact: "Low",
      mitigation: "Local young people are trained as trainers, so skills stay in the village.",
      contingency: "Graduates of earlier cohorts step in while a replacement is recruited.",
    },
    {
      id: "R9",
      risk: "Theft of or damage to panels and computers",
      probability: "Low",
      impact: "Medium",
      mitigation: "Fenced sites, a village committee that owns the equipment, and insurance.",
      contingency: "Insured items are replaced; security is reviewed with the committee.",
    },
    {
      id: "R10",
      risk: "Personal or health data of villagers is exposed",
      probability: "Low",
      impact: "High",
      mitigation:
        "Consent before collecting data, as little data as possible, and access limited to named staff.",
      contingency:
        "Access is cut off, affected families are told at once and the cause is fixed before use resumes.",
    },
    {
      id: "R11",
      risk: "Processed farm products sell for less than planned",
      probability: "Medium",
      impact: "Low",
      mitigation: "Several sales channels so that no single buyer sets the price.",
      contingency: "Product mix changed towards what sells; the farmer group decides together.",
    },
    {
      id: "R12",
      risk: "Disagreements in the village over sites or priorities",
      probability: "Low",
      impact: "Low",
      mitigation: "Sites and priorities are decided openly in gram sabha meetings.",
      contingency: "The village committee mediates and the decision is recorded publicly.",
    },
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
