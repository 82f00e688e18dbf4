/** Messages of the impact page. */
export const impact = {
  "impact.hero.description":
    "What the programme aims to change for the village: impact by category, the village before and after, and the milestones quarter by quarter.",
  "impact.hero.badge": "Targets: the programme has not started",
  "impact.stat.villagers": "Villagers",
  "impact.stat.income": "Monthly income target",
  "impact.stat.growth": "Income growth target",
  "impact.stat.recovery": "Investment recovery",

  "impact.categories.title": "Impact categories",
  "impact.categories.description": "The targets and the scale of the work in each area.",
  "impact.category.education": "Education",
  "impact.category.health": "Healthcare",
  "impact.category.digital": "Digital connectivity",
  "impact.category.economy": "Economy",
  "impact.category.livelihoods": "Farmers and women",
  "impact.category.energy": "Energy and skills",

  "impact.beforeAfter.title": "Before and after",
  "impact.beforeAfter.description":
    "The baseline today against the target at the end of the programme.",
  "impact.beforeAfter.before": "Baseline",
  "impact.beforeAfter.after": "Target",
  "impact.beforeAfter.change": "Change",
  "impact.beforeAfter.internet": "Households with internet",
  "impact.beforeAfter.literacy": "Functional literacy",
  "impact.beforeAfter.digital": "Digital fluency",
  "impact.beforeAfter.health": "Health literacy",
  "impact.beforeAfter.income": "Household income a month",
  "impact.beforeAfter.community": "Community income a year",
  "impact.beforeAfter.points": "+{n} points",
  "impact.beforeAfter.times": "{n}x",

  "impact.milestones.title": "Quarterly milestones",
  "impact.milestones.description":
    "Built from the monthly implementation plan: what each quarter delivers and its planned budget.",
  "impact.milestones.budget": "Planned budget",
  "impact.status.upcoming": "Upcoming",

  "impact.unit.months": "{n} months",
  "impact.unit.km": "{n} km",
  "impact.unit.kw": "{n} kW",

  "impact.links.title": "Keep exploring",
} as const;
