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
  "timeline.quarters.item.internetKits":
    "Satellite internet kits installed and community hotspots switched on",
  "timeline.quarters.item.telemedicineOpens": "Telemedicine centre opens",
  "timeline.quarters.item.waterWork": "Water infrastructure work begins",
  "timeline.quarters.item.baselineSurvey": "Baseline survey of all {households} households",
  "timeline.quarters.item.solarCommissioned": "Solar power system commissioned",
  "timeline.quarters.item.aiLabOpens": "AI education lab opens",
  "timeline.quarters.item.teachersTrained": "Teachers trained for AI-assisted lessons",
  "timeline.quarters.item.skillsStart": "Skills training starts: digital marketing and remote work",
  "timeline.quarters.item.phase2Begins": "Phase 2 (Expansion) begins",
  "timeline.quarters.item.gramSabhaReview": "First quarterly gram sabha review of spending",
  "timeline.quarters.item.personalisedLearning":
    "Personalised learning in Chhattisgarhi, Hindi and English",
  "timeline.quarters.item.shgJoin": "Women's self-help groups join the skills hub",
  "timeline.quarters.item.midReview": "Mid-programme review of the eight targets",

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
  "timeline.phases.phase1.description":
    "Connectivity, solar water pumps, basic telemedicine and digital literacy: the infrastructure everything else stands on.",
  "timeline.phases.phase2.description":
    "AI-personalised learning, skills training and the first village enterprises, built on the new infrastructure.",
  "timeline.phases.phase3.description":
    "Reaching the targets, making every service pay its way and handing it over to the village to run.",
  "timeline.phases.goal.internetEveryHome": "Internet in every household",
  "timeline.phases.goal.solarPumps": "Solar pumps for clean water",
  "timeline.phases.goal.telemedicine247": "Telemedicine centre open 24/7",
  "timeline.phases.goal.digitalClasses": "Digital literacy classes for every family",
  "timeline.phases.goal.personalisedEveryChild": "Personalised learning for every child",
  "timeline.phases.goal.skillsTraining": "Skills training in digital marketing and remote work",
  "timeline.phases.goal.agriPlans": "Agri-processing plans with farmers",
  "timeline.phases.goal.targetsMet": "Literacy and digital fluency targets met",
  "timeline.phases.goal.villageStaff": "Services run by village staff",
  "timeline.phases.goal.modelDocumented": "A model documented for other villages",
  "timeline.phases.milestone.installInternet": "Install satellite internet and village hotspots",
  "timeline.phases.milestone.commissionPumps": "Commission solar water pumps",
  "timeline.phases.milestone.openTelemedicine": "Open the telemedicine centre",
  "timeline.phases.milestone.startDigitalClasses": "Start digital literacy classes",
  "timeline.phases.milestone.aiLessons": "Run AI lessons in three languages",
  "timeline.phases.milestone.firstCohort": "Train the first skills-hub cohort",
  "timeline.phases.milestone.agreeAgriProducts": "Agree agri-processing products with farmers",
  "timeline.phases.milestone.measureTargets": "Measure every target against the baseline",
  "timeline.phases.milestone.handOver": "Hand services over to village operators",
  "timeline.phases.milestone.publishGuide": "Publish the replication guide",

  "timeline.focus.title": "Educational focus",
  "timeline.focus.description": "What learning concentrates on in each phase.",
  "timeline.focus.digital": "Digital literacy for every family",
  "timeline.focus.languages": "Learning in three languages",
  "timeline.focus.careers": "Skills for work",
  "timeline.focus.link": "See the education programme",
  "timeline.focus.digital.description":
    "Every family learns to use a phone and the internet safely: payments, health, government services.",
  "timeline.focus.languages.description":
    "The {children} children learn at their own pace in Chhattisgarhi, Hindi and English in the AI lab.",
  "timeline.focus.careers.description":
    "Young adults finish school with digital skills, and adults move into remote work and enterprise.",

  "timeline.links.title": "Go deeper",
  "timeline.links.description":
    "The month-by-month plan with its risks, and the framework behind it.",
  "timeline.links.implementation": "See the Month-by-Month Plan",
  "timeline.links.framework": "See the Transformation Framework",
} as const;
