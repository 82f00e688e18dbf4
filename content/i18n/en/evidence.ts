/** Messages of the evidence page. */
export const evidence = {
  "evidence.hero.description":
    "The village as it is before the programme starts, who lives there, what the programme aims to change, and where the figures come from.",
  "evidence.hero.badge": "Baseline before launch",

  "evidence.baseline.title": "Baseline: the village today",
  "evidence.baseline.description": "The starting point every target is measured against.",
  "evidence.baseline.population": "Population",
  "evidence.baseline.households": "Households",
  "evidence.baseline.literacy": "Literacy rate",
  "evidence.baseline.income": "Average monthly income",
  "evidence.baseline.unemployment": "Unemployment",
  "evidence.baseline.agriculture": "Depend on agriculture",
  "evidence.baseline.internet": "Internet access",
  "evidence.baseline.electricity": "Reliable electricity",
  "evidence.baseline.water": "Clean water",
  "evidence.baseline.healthcare": "Distance to healthcare",
  "evidence.unit.km": "{n} km",

  "evidence.age.title": "Age-based population analysis",
  "evidence.age.description":
    "Who the programme serves, by age group, with each group's share of the village.",
  "evidence.age.children": "Children",
  "evidence.age.adults": "Adults",
  "evidence.age.seniors": "Seniors",
  "evidence.age.schoolAge": "School-age",
  "evidence.age.preSchool": "Pre-school",
  "evidence.age.share": "{share} of the village",
  "evidence.age.chartTitle": "Population by age group",
  "evidence.age.group": "Age group",
  "evidence.age.people": "People (share)",

  "evidence.targets.title": "Target metrics and milestones",
  "evidence.targets.description":
    "Checkpoints are straight-line steps from the baseline to the target at each phase end. They are plans, not results: nothing has been measured since the baseline.",
  "evidence.targets.literacy": "Functional literacy",
  "evidence.targets.multilingual": "Multilingual ability",
  "evidence.targets.digital": "Digital fluency",
  "evidence.targets.economic": "Economic empowerment",
  "evidence.targets.women": "Women's empowerment",
  "evidence.targets.health": "Health literacy",
  "evidence.targets.agriculture": "Agriculture modernisation",
  "evidence.targets.leadership": "Community leadership",
  "evidence.targets.baseline": "Baseline",
  "evidence.targets.target": "Target",
  "evidence.targets.by": "by {month}",
  "evidence.targets.checkpoints": "Checkpoints",
  "evidence.targets.progress": "{metric}: baseline {current}, target {target}",

  "evidence.sources.title": "Data sources",
  "evidence.sources.covers": "Covers",
  "evidence.sources.survey": "Programme baseline household survey",
  "evidence.sources.headcount": "Census-style head count",
  "evidence.sources.infrastructure": "Village infrastructure assessment",
  "evidence.sources.followUp": "Follow-up surveys (planned)",

  "evidence.links.title": "Keep exploring",
} as const;
