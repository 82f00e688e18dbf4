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
  "evidence.baseline.population.detail": "People in the village",
  "evidence.baseline.households.detail": "Households in the baseline",
  "evidence.baseline.literacy.detail": "Men {male}, women {female}",
  "evidence.baseline.income.detail":
    "Average household income a month; main occupation: {occupation}",
  "evidence.baseline.unemployment.detail": "Unemployment in the baseline",
  "evidence.baseline.agriculture.detail": "{households} farming households, {farmers} farmers",
  "evidence.baseline.internet.detail": "Households with an internet connection",
  "evidence.baseline.electricity.detail": "Households with reliable electricity",
  "evidence.baseline.water.detail": "Households with clean water",
  "evidence.baseline.healthcare.detail":
    "Distance to healthcare in the baseline data. The home page gives {min}-{max} km to the nearest facility.",
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
  "evidence.age.children.focus":
    "AI-assisted learning in three languages, from pre-school to school leaving.",
  "evidence.age.adults.focus":
    "Digital fluency, skills for remote work, modern farming and women's enterprise.",
  "evidence.age.seniors.focus":
    "Telemedicine close to home and help using phones for pensions and payments.",

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
  "evidence.sources.survey.method":
    "Household-level figures for the village's {households} households, recorded before any work starts.",
  "evidence.sources.headcount.method":
    "Residents counted by age group, giving the population totals used across this site.",
  "evidence.sources.infrastructure.method":
    "What households have today, recorded as the starting point for the programme's targets.",
  "evidence.sources.followUp.method":
    "Planned: the same questions repeated each quarter and at each phase end, so results compare like with like.",
  "evidence.sources.cover.households": "Households",
  "evidence.sources.cover.literacyByGender": "Literacy by gender",
  "evidence.sources.cover.incomeOccupation": "Income, occupation and unemployment",
  "evidence.sources.cover.population": "Total population",
  "evidence.sources.cover.ageGroups": "Children (school-age and pre-school), adults and seniors",
  "evidence.sources.cover.internet": "Internet access",
  "evidence.sources.cover.electricity": "Reliable electricity",
  "evidence.sources.cover.water": "Clean water",
  "evidence.sources.cover.healthcare": "Distance to healthcare",
  "evidence.sources.cover.targets": "The eight targets above",
  "evidence.sources.cover.finalSurvey": "A final household survey before the programme ends",
  "evidence.sources.caveat":
    "These are the programme's own baseline figures. They have not yet been independently verified; follow-up surveys will use the same method.",

  "evidence.links.title": "Keep exploring",
} as const;
