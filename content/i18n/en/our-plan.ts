/** Messages of the our-plan page (the transformation framework). */
export const ourPlan = {
  "our-plan.hero.stage": "Pre-implementation · launch {launch}",
  "our-plan.hero.description":
    "One plan for every generation in the village: what holds children, adults and seniors back, what the programme builds for each, and the three phases from {start} to {end}.",
  "our-plan.hero.villagers": "Villagers",
  "our-plan.group.children": "Children",
  "our-plan.group.adults": "Adults",
  "our-plan.group.seniors": "Seniors",
  "our-plan.groups.title": "Age-group plans",
  "our-plan.groups.description":
    "Each group has its own problems, solutions, outcomes, investment and timeline.",
  "our-plan.groups.people": "{count} people",
  "our-plan.groups.share": "{percent} of the village",
  "our-plan.groups.problems": "Problems",
  "our-plan.groups.solutions": "Solutions",
  "our-plan.groups.outcomes": "Outcomes",
  "our-plan.groups.investment": "Investment",
  "our-plan.groups.timeline": "Timeline",
  "our-plan.groups.note":
    "The three age-group investments add up to {sum}, as stated in the plan. The programme total on the transparency hub is {total}.",
  "our-plan.systemic.title": "Systemic solutions",
  "our-plan.systemic.description":
    "Six shared systems serve more than one generation at once, so each rupee works for the whole village.",
  "our-plan.systemic.serves": "Serves",
  "our-plan.systemic.connectivity": "Connectivity",
  "our-plan.systemic.learning": "AI-assisted learning",
  "our-plan.systemic.health": "Telemedicine",
  "our-plan.systemic.energy": "Solar power and water",
  "our-plan.systemic.livelihoods": "Skills and livelihoods",
  "our-plan.systemic.accountability": "Open accounts",
  "our-plan.strategy.title": "3-phase strategy",
  "our-plan.strategy.description":
    "{months} months in three phases, each with its own budget. Nothing has started yet: every phase is planned.",
  "our-plan.strategy.phase": "Phase {n}",
  "our-plan.strategy.months": "{n} months",
  "our-plan.strategy.budget": "Budget",
  "our-plan.strategy.share": "{percent} of the budget",
  "our-plan.strategy.focus": "Focus",
  "our-plan.strategy.planned": "Planned",
  "our-plan.phase.phase1": "Foundation",
  "our-plan.phase.phase2": "Expansion",
  "our-plan.phase.phase3": "Completion",
  "our-plan.cta.title": "Back the plan, then watch it happen",
  "our-plan.cta.description":
    "Choose an impact level for a family, or follow every KPI and rupee on the progress dashboard.",
  "our-plan.cta.invest": "Invest in the plan",
  "our-plan.cta.track": "Track progress",
} as const;
