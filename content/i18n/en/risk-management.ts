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

  "risk-management.links.title": "See it in the plan",
} as const;
