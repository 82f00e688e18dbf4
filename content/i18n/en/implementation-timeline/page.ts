/** Messages of the implementation-timeline page. */
export const pageMessages = {
  "implementation-timeline.hero.description":
    "Three phases, month by month: what happens, what it costs, what could go wrong and how progress is checked.",
  "implementation-timeline.hero.stage": "Pre-Implementation",
  "implementation-timeline.hero.launch": "Launch {quarter}",
  "implementation-timeline.stat.months": "Months",
  "implementation-timeline.stat.phases": "Phases",
  "implementation-timeline.stat.investment": "Total investment",
  "implementation-timeline.stat.period": "Programme period",

  "implementation-timeline.tabs.label": "Implementation plan",
  "implementation-timeline.tabs.phases": "Phase Overview",
  "implementation-timeline.tabs.monthly": "Monthly Timeline",
  "implementation-timeline.tabs.risks": "Risk Management",
  "implementation-timeline.tabs.monitoring": "Monitoring",

  "implementation-timeline.phase.phase1": "Phase 1: Foundation",
  "implementation-timeline.phase.phase2": "Phase 2: Expansion",
  "implementation-timeline.phase.phase3": "Phase 3: Completion",
  "implementation-timeline.phase.budget": "Budget",
  "implementation-timeline.phase.share": "Share of total",
  "implementation-timeline.phase.period": "Period",
  "implementation-timeline.phase.months": "{n} months",
  "implementation-timeline.phase.focus": "Focus",
  "implementation-timeline.phase.chartTitle": "Budget split by phase",
  "implementation-timeline.phase.chartPhase": "Phase",
  "implementation-timeline.phase.chartBudget": "Budget (share of total)",
  "implementation-timeline.phase.total": "The three phases add up to {total}.",

  "implementation-timeline.monthly.intro":
    "Every month from {start} to {end} ({count} months): its activities, budget, deliverables, risks and mitigation.",
  "implementation-timeline.monthly.phaseTotal": "{budget} over {n} months",
  "implementation-timeline.monthly.deliverables": "Deliverables",
  "implementation-timeline.monthly.risks": "Risks",
  "implementation-timeline.monthly.mitigation": "Mitigation",
  "implementation-timeline.monthly.budget": "Budget",

  "implementation-timeline.status.planned": "Planned",
  "implementation-timeline.status.inProgress": "In Progress",
  "implementation-timeline.status.completed": "Completed",

  "implementation-timeline.risks.intro":
    "Each risk is scored for probability and impact (Low, Medium or High), with how it is prevented and what happens if it occurs anyway.",
  "implementation-timeline.risks.open": "Open the risk management matrix",

  "implementation-timeline.monitoring.cadence": "How progress is reviewed",
  "implementation-timeline.monitoring.monthly": "Monthly progress review",
  "implementation-timeline.monitoring.quarterly": "Quarterly KPI review",
  "implementation-timeline.monitoring.phase": "Phase reviews",
  "implementation-timeline.monitoring.reviewMonths": "Review months: {months}",
  "implementation-timeline.monitoring.reporting": "Where progress is reported",
  "implementation-timeline.monitoring.village": "Village meetings",
  "implementation-timeline.monitoring.status": "Where the programme stands today",
  "implementation-timeline.monitoring.statusNote":
    "The programme has not started. It launches in {quarter}; nothing has been raised or spent yet.",
  "implementation-timeline.monitoring.raised": "Funds raised",
  "implementation-timeline.monitoring.spent": "Funds spent",
  "implementation-timeline.monitoring.monthsDone": "Months completed",
  "implementation-timeline.monitoring.progress": "{done} of {total} months completed",

  "implementation-timeline.links.title": "Keep exploring",
} as const;
