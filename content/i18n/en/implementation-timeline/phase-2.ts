/** Phase 2 of the monthly plan (content/implementation/phase-2.ts): activities, deliverables, risks. */
export const phase2Messages = {
  "implementation-timeline.plan.skills1.title":
    "Skills training cohort 1: digital marketing and remote work",
  "implementation-timeline.deliverable.skills1.1": "First cohort of young adults enrolled",
  "implementation-timeline.deliverable.skills1.2": "Course in Hindi and Chhattisgarhi",
  "implementation-timeline.plan.skills1.risk": "Trainees drop out for farm work",
  "implementation-timeline.plan.skills1.mitigation": "Classes timed around the farming calendar",

  "implementation-timeline.plan.afterSchool.title":
    "After-school personalised learning in the AI lab",
  "implementation-timeline.deliverable.afterSchool.1": "Timetable for every school-age child",
  "implementation-timeline.deliverable.afterSchool.2": "Learning levels recorded at entry",
  "implementation-timeline.plan.afterSchool.risk": "Teachers unfamiliar with the software",
  "implementation-timeline.plan.afterSchool.mitigation":
    "Hands-on teacher training before classes start",

  "implementation-timeline.plan.farmerGroup.title": "Farmer group formed for agri-processing",
  "implementation-timeline.deliverable.farmerGroup.1": "Farmer producer group registered",
  "implementation-timeline.deliverable.farmerGroup.2": "Crops and products for processing chosen",
  "implementation-timeline.plan.farmerGroup.risk": "Too few farmers join",
  "implementation-timeline.plan.farmerGroup.mitigation":
    "Open meetings showing expected prices and costs",

  "implementation-timeline.plan.specialists.title": "Specialist tele-consultation days",
  "implementation-timeline.deliverable.specialists.1":
    "Monthly specialist days for women, children and seniors",
  "implementation-timeline.plan.specialists.risk": "Specialist slots cancelled",
  "implementation-timeline.plan.specialists.mitigation":
    "Back-up slots agreed with a second hospital",

  "implementation-timeline.plan.shg.title":
    "Women's self-help groups: digital payments and online selling",
  "implementation-timeline.deliverable.shg.1": "Self-help groups trained in digital payments",
  "implementation-timeline.deliverable.shg.2": "First products listed online",
  "implementation-timeline.plan.shg.risk": "Family resistance to women's participation",
  "implementation-timeline.plan.shg.mitigation":
    "Sessions held in the village with family members invited",

  "implementation-timeline.plan.monsoon1.title":
    "Pre-monsoon maintenance of solar and network equipment",
  "implementation-timeline.deliverable.monsoon1.1": "Mounts, cables and panels checked",
  "implementation-timeline.deliverable.monsoon1.2": "Surge protection tested",
  "implementation-timeline.plan.monsoon1.risk": "Storm damage in the monsoon",
  "implementation-timeline.plan.monsoon1.mitigation":
    "Spares stocked before June; equipment insured",

  "implementation-timeline.plan.agriEquipment.title": "Agri-processing equipment installed",
  "implementation-timeline.deliverable.agriEquipment.1": "Processing unit running trial batches",
  "implementation-timeline.deliverable.agriEquipment.2": "Operators trained",
  "implementation-timeline.plan.agriEquipment.risk": "Machinery delivery delayed by the monsoon",
  "implementation-timeline.plan.agriEquipment.mitigation":
    "Ordered in May with covered storage ready",

  "implementation-timeline.plan.healthLiteracy.title": "Health literacy sessions",
  "implementation-timeline.deliverable.healthLiteracy.1":
    "Sessions on nutrition, hygiene and maternal health",
  "implementation-timeline.plan.healthLiteracy.risk": "Low attendance during sowing",
  "implementation-timeline.plan.healthLiteracy.mitigation": "Short sessions after the evening meal",

  "implementation-timeline.plan.skills2.title":
    "Skills training cohort 2 and remote-work placements",
  "implementation-timeline.deliverable.skills2.1": "Second cohort enrolled",
  "implementation-timeline.deliverable.skills2.2": "First trainees matched with remote work",
  "implementation-timeline.plan.skills2.risk": "Too few remote-work openings",
  "implementation-timeline.plan.skills2.mitigation":
    "Placements sought through several platforms and employers",

  "implementation-timeline.plan.adultLearning.title": "Multilingual learning for adults",
  "implementation-timeline.deliverable.adultLearning.1":
    "Evening classes in Hindi, Chhattisgarhi and English",
  "implementation-timeline.plan.adultLearning.risk": "Adults too busy to attend",
  "implementation-timeline.plan.adultLearning.mitigation":
    "Short lessons on phones as well as in the lab",

  "implementation-timeline.plan.hubPrepared.title": "Digital services hub prepared",
  "implementation-timeline.deliverable.hubPrepared.1": "Hub room equipped",
  "implementation-timeline.deliverable.hubPrepared.2":
    "Services and prices agreed with the village",
  "implementation-timeline.plan.hubPrepared.risk": "Hub not used",
  "implementation-timeline.plan.hubPrepared.mitigation":
    "Start with the services families ask for most",

  "implementation-timeline.plan.review2.title": "Phase 2 review",
  "implementation-timeline.deliverable.review2.1": "KPIs measured against their milestones",
  "implementation-timeline.deliverable.review2.2": "Spending reconciled and published",
  "implementation-timeline.plan.review2.risk": "Budget overrun in Phase 2",
  "implementation-timeline.plan.review2.mitigation":
    "Drawn from the {contingency} contingency reserve only with a published reason",
} as const;
