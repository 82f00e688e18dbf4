/** Messages of the risk-management page, and of the risk matrix and table it shares with the timeline. */
export const riskManagement = {
  "risk-management.hero.description":
    "Every risk the programme has identified, how likely it is, how much harm it would do, how it is prevented and the plan if it happens anyway.",
  "risk-management.stat.total": "Risks identified",
  "risk-management.stat.highImpact": "High impact",
  "risk-management.stat.highProbability": "High probability",
  "risk-management.stat.reserve": "Contingency reserve",

  "risk-management.level.low": "Low",
  "risk-management.level.medium": "Medium",
  "risk-management.level.high": "High",

  "risk-management.matrix.title": "Probability × impact matrix",
  "risk-management.matrix.description":
    "Rows are how likely a risk is, columns how much harm it would do. Each code links to the risk in the table.",
  "risk-management.matrix.probability": "Probability",
  "risk-management.matrix.impact": "Impact",
  "risk-management.matrix.empty": "No risks",
  "risk-management.matrix.severity.low": "Lower severity",
  "risk-management.matrix.severity.medium": "Moderate severity",
  "risk-management.matrix.severity.high": "Higher severity",
  "risk-management.matrix.legend": "Cell colour",

  "risk-management.table.title": "Risk register",
  "risk-management.table.description":
    "The register is checked at every monthly progress review and re-scored at each phase review.",
  "risk-management.table.id": "Code",
  "risk-management.table.risk": "Risk",
  "risk-management.table.probability": "Probability",
  "risk-management.table.impact": "Impact",
  "risk-management.table.mitigation": "Mitigation",
  "risk-management.table.contingency": "Contingency",

  // The register, one entry per risk in content/risks.ts. R1's {total} is the total budget,
  // its {reserve} the contingency reserve (percent), both filled in from content/budget.ts.
  "risk-management.risk.R1.risk": "Funding arrives late or falls short of the {total} plan",
  "risk-management.risk.R1.mitigation":
    "Money is raised and released phase by phase, and a {reserve} contingency reserve is kept in the budget.",
  "risk-management.risk.R1.contingency":
    "Phase 1 essentials (internet, water, health) go first; later items are re-phased and the change is published.",
  "risk-management.risk.R2.risk":
    "Villagers, especially women and seniors, do not take up digital services",
  "risk-management.risk.R2.mitigation":
    "Training in Chhattisgarhi by village volunteers, separate sessions for women and seniors, and useful services first (health, payments).",
  "risk-management.risk.R2.contingency":
    "Door-to-door help for households left behind and a training plan revised at each phase review.",
  "risk-management.risk.R3.risk": "Satellite internet equipment is delayed by supply or licensing",
  "risk-management.risk.R3.mitigation":
    "Kits ordered at launch with delivery dates in the contract; licensing checked before ordering.",
  "risk-management.risk.R3.contingency":
    "The first kit serves the school and health centre while the rest arrive; the hotspot roll-out moves by a month.",
  "risk-management.risk.R4.risk": "Power cuts stop the lab, the health centre or the network",
  "risk-management.risk.R4.mitigation":
    "The solar grid with battery storage powers the essential services, with surge protection.",
  "risk-management.risk.R4.contingency":
    "Power is kept for the telemedicine centre first, then the school lab.",
  "risk-management.risk.R5.risk":
    "Doctors are not available for tele-consultations at the agreed hours",
  "risk-management.risk.R5.mitigation":
    "Agreements with more than one hospital and a published rota of doctors.",
  "risk-management.risk.R5.contingency":
    "Emergency cases are referred to the nearest hospital with transport arranged by the health worker.",
  "risk-management.risk.R6.risk": "Monsoon storms damage panels, masts or cables",
  "risk-management.risk.R6.mitigation":
    "Outdoor work is scheduled outside the monsoon, mounts are weather-proofed and equipment is insured.",
  "risk-management.risk.R6.contingency":
    "Repairs are paid from the contingency reserve and the insurance claim.",
  "risk-management.risk.R7.risk": "Equipment prices rise before purchase",
  "risk-management.risk.R7.mitigation": "Fixed-price quotations are signed before ordering.",
  "risk-management.risk.R7.contingency":
    "Lower-priority purchases are deferred to a later phase so the phase budget holds.",
  "risk-management.risk.R8.risk": "Trained staff or trainers leave the village",
  "risk-management.risk.R8.mitigation":
    "Local young people are trained as trainers, so skills stay in the village.",
  "risk-management.risk.R8.contingency":
    "Graduates of earlier cohorts step in while a replacement is recruited.",
  "risk-management.risk.R9.risk": "Theft of or damage to panels and computers",
  "risk-management.risk.R9.mitigation":
    "Fenced sites, a village committee that owns the equipment, and insurance.",
  "risk-management.risk.R9.contingency":
    "Insured items are replaced; security is reviewed with the committee.",
  "risk-management.risk.R10.risk": "Personal or health data of villagers is exposed",
  "risk-management.risk.R10.mitigation":
    "Consent before collecting data, as little data as possible, and access limited to named staff.",
  "risk-management.risk.R10.contingency":
    "Access is cut off, affected families are told at once and the cause is fixed before use resumes.",
  "risk-management.risk.R11.risk": "Processed farm products sell for less than planned",
  "risk-management.risk.R11.mitigation":
    "Several sales channels so that no single buyer sets the price.",
  "risk-management.risk.R11.contingency":
    "Product mix changed towards what sells; the farmer group decides together.",
  "risk-management.risk.R12.risk": "Disagreements in the village over sites or priorities",
  "risk-management.risk.R12.mitigation":
    "Sites and priorities are decided openly in gram sabha meetings.",
  "risk-management.risk.R12.contingency":
    "The village committee mediates and the decision is recorded publicly.",

  "risk-management.links.title": "See it in the plan",
} as const;
