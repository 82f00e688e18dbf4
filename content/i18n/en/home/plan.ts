/** Home page text: the phases and national scaling. Figures arrive as `{placeholders}` from content/home/. */
export const planMessages = {
  // Phases (the home page's year budgets)
  "home.timeline.title": "Three phases, three years",
  "home.timeline.description":
    "The plan runs from October 2025 to December 2027. Nothing has started yet: every phase is planned.",
  "home.timeline.status": "Planned",
  "home.timeline.budget": "Budget",
  "phase1.label": "Phase 1 · Year 1",
  "phase1.title": "Foundation",
  "phase1.description":
    "Connect the village, power it and open basic health care and digital learning.",
  "phase1.item.connectivity": "Satellite connectivity deployment",
  "phase1.item.solar": "Solar water pump installation",
  "phase1.item.telemedicine": "Basic telemedicine services",
  "phase1.item.literacy": "Digital literacy programmes",
  "phase2.label": "Phase 2 · Year 2",
  "phase2.title": "Expansion",
  "phase2.description": "Build skills and incomes on top of the new infrastructure.",
  "phase2.item.aiLab": "Full AI learning lab courses",
  "phase2.item.skills": "Digital marketing and remote-work training",
  "phase2.item.agri": "Agri-processing enterprise",
  "phase2.item.women": "Women's self-help groups and enterprises",
  "phase3.label": "Phase 3 · Year 3",
  "phase3.title": "Completion",
  "phase3.description":
    "Hand the systems to the community and prepare the model for other villages.",
  "phase3.item.grid": "Village-wide solar grid",
  "phase3.item.ownership": "Community-run operations",
  "phase3.item.measurement": "Independent impact measurement",
  "phase3.item.playbook": "Replication playbook for other villages",

  // National scaling
  "national.title": "From one village to {villages} villages",
  "national.description":
    "The pilot is designed to be copied: the same steps, the same technology and the same open accounts, village after village.",
  "national.steps": "Four-step replication framework",
  "national.step": "Step {n}",
  "national.step.assessment.title": "Assessment",
  "national.step.assessment.description":
    "Survey each household: literacy, income, health, power and water.",
  "national.step.infrastructure.title": "Infrastructure deployment",
  "national.step.infrastructure.description":
    "Install satellite internet, solar power, the learning lab and the health centre.",
  "national.step.community.title": "Community integration",
  "national.step.community.description":
    "Train local people to run every service, in their own language.",
  "national.step.measurement.title": "Impact measurement",
  "national.step.measurement.description":
    "Track every target and every rupee in public, and adjust.",
  "national.capabilities": "What every village gets",
  "national.capability.connectivity.title": "Connectivity anywhere",
  "national.capability.connectivity.description":
    "Satellite internet reaches villages that no cable will reach for years.",
  "national.capability.languages.title": "Learning in local languages",
  "national.capability.languages.description":
    "AI tutoring in Hindi, Chhattisgarhi and English, at each learner's pace.",
  "national.capability.energy.title": "Clean, local energy",
  "national.capability.energy.description":
    "Solar pumps and a solar grid keep water and power running.",
  "national.capability.transparency.title": "Open accounts",
  "national.capability.transparency.description":
    "Every rupee and milestone is published, so each new village can check the last.",
  "national.projections": "National projections",
  "national.projection.villages.value": "{n}+",
  "national.projection.villages.label": "Villages that can follow",
  "national.projection.people.value": "{millions}M+",
  "national.projection.people.label": "Rural people",
  "national.projection.vision.value": "{n} years",
  "national.projection.vision.label": "Vision to reach them",
  "national.path": "Villages at each scaling phase",
  "national.cta.title": "Back the pilot that can scale",
  "national.cta.text":
    "Choose how to support the first village, and see exactly where the money will go.",
  "national.cta.investment": "Explore Investment Options",
  "national.cta.transparency": "See Where Every Rupee Goes",
} as const;
