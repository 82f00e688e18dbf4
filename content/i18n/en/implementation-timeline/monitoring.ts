/** The focus lists of the Phase Overview tab and the texts of the Monitoring tab. */
export const monitoringMessages = {
  "implementation-timeline.focus.connectivity": "Connectivity deployment",
  "implementation-timeline.focus.solarPumps": "Solar pump installation",
  "implementation-timeline.focus.telemedicine": "Basic telemedicine",
  "implementation-timeline.focus.literacy": "Digital literacy programmes",
  "implementation-timeline.focus.skills": "Skills training in digital marketing and remote work",
  "implementation-timeline.focus.agriProcessing": "Agri-processing enterprise",
  "implementation-timeline.focus.shg": "Women's self-help groups",
  "implementation-timeline.focus.learning": "Personalised and multilingual learning",
  "implementation-timeline.focus.hubTourism": "Digital services hub and village tourism",
  "implementation-timeline.focus.leadership": "Community leadership",
  "implementation-timeline.focus.handover": "Handover to the village committee",
  "implementation-timeline.focus.finalSurvey": "Final survey and replication playbook",

  "implementation-timeline.monitoring.monthly.description":
    "Each month's activities, deliverables and spending are checked against this plan. Expenses and receipts are published on the transparency hub every month.",
  "implementation-timeline.monitoring.quarterly.description":
    "The eight core KPIs are measured each quarter with the same survey method as the baseline and compared with their quarterly milestones on the progress dashboard.",
  "implementation-timeline.monitoring.phase.description":
    "At the end of each phase the budget, deliverables and KPIs are reviewed together, lessons are written up and the next phase is re-planned in the open.",

  "implementation-timeline.reporting.transparency":
    "Budget by category, monthly expenses, receipts and how each rupee is verified.",
  "implementation-timeline.reporting.dashboard":
    "The eight core KPIs against their targets, the phase timeline and the baseline.",
  "implementation-timeline.reporting.investment":
    "Every investment tier includes regular progress updates from launch; the investment page shows how many each tier receives.",
  "implementation-timeline.reporting.village":
    "Progress and spending are read out at gram sabha meetings in Chhattisgarhi, so the village checks the plan too.",
} as const;
