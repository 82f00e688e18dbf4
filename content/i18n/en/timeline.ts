/** Messages of the timeline page. */
export const timeline = {
  "timeline.hero.stage": "Pre-implementation · launch Q4 2025",
  "timeline.hero.description":
    "Three years in three phases, from October 2025 to December 2027. Every quarter and phase below is upcoming: nothing has started yet, and progress will show here as it happens.",

  "timeline.metrics.title": "At a glance",
  "timeline.metrics.duration.label": "Programme length",
  "timeline.metrics.duration.value": "{months} months",
  "timeline.metrics.duration.change": "{start} to {end}",
  "timeline.metrics.investment.label": "Total investment",
  "timeline.metrics.investment.change": "{perPerson} per person",
  "timeline.metrics.people.label": "People in the village",
  "timeline.metrics.people.change": "{households} households",
  "timeline.metrics.phases.label": "Phases complete",
  "timeline.metrics.phases.value": "{done} of {all}",
  "timeline.metrics.phases.change": "Launch {launch}",

  "timeline.status.upcoming": "Upcoming",
  "timeline.status.active": "In progress",
  "timeline.status.completed": "Completed",

  "timeline.quarters.title": "Quarterly milestones",
  "timeline.quarters.description": "What each of the first four quarters is planned to deliver.",
  "timeline.quarters.planned": "Planned",

  "timeline.phases.title": "Yearly phases",
  "timeline.phases.description":
    "Three phases with their budgets, who they reach, their goals and milestones.",
  "timeline.phases.phase1": "Phase 1: Foundation",
  "timeline.phases.phase2": "Phase 2: Expansion",
  "timeline.phases.phase3": "Phase 3: Completion",
  "timeline.phases.budget": "Budget",
  "timeline.phases.beneficiaries": "Beneficiaries",
  "timeline.phases.people": "{count} people",
  "timeline.phases.completion": "{title}: {completion}% complete",
  "timeline.phases.percent": "{completion}% complete",
  "timeline.phases.goals": "Key goals",
  "timeline.phases.milestones": "Milestones",
  "timeline.phases.notStarted": "Not started",
  "timeline.phases.done": "Done",
  "timeline.phases.priority.high": "High priority",
  "timeline.phases.priority.medium": "Medium priority",

  "timeline.focus.title": "Educational focus",
  "timeline.focus.description": "What learning concentrates on in each phase.",
  "timeline.focus.digital": "Digital literacy for every family",
  "timeline.focus.languages": "Learning in three languages",
  "timeline.focus.careers": "Skills for work",
  "timeline.focus.link": "See the education programme",

  "timeline.links.title": "Go deeper",
  "timeline.links.description":
    "The month-by-month plan with its risks, and the framework behind it.",
  "timeline.links.implementation": "See the Month-by-Month Plan",
  "timeline.links.framework": "See the Transformation Framework",
} as const;
