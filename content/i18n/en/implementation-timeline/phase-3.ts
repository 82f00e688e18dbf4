/** Phase 3 of the monthly plan (content/implementation/phase-3.ts): activities, deliverables, risks. */
export const phase3Messages = {
  "implementation-timeline.plan.hubOpens.title": "Digital services hub opens",
  "implementation-timeline.deliverable.hubOpens.1": "Hub open six days a week",
  "implementation-timeline.deliverable.hubOpens.2": "Local youth running it",
  "implementation-timeline.plan.hubOpens.risk": "Low early demand",
  "implementation-timeline.plan.hubOpens.mitigation": "Services promoted at the weekly market",

  "implementation-timeline.plan.firstProducts.title": "First processed products to market",
  "implementation-timeline.deliverable.firstProducts.1": "Packaged products on sale",
  "implementation-timeline.deliverable.firstProducts.2": "Sales recorded by channel",
  "implementation-timeline.plan.firstProducts.risk": "Prices lower than expected",
  "implementation-timeline.plan.firstProducts.mitigation":
    "Several sales channels so no single buyer sets the price",

  "implementation-timeline.plan.fluencyCheck.title": "Household digital fluency check",
  "implementation-timeline.deliverable.fluencyCheck.1":
    "Digital fluency measured in all {households} households",
  "implementation-timeline.plan.fluencyCheck.risk": "Households left behind",
  "implementation-timeline.plan.fluencyCheck.mitigation":
    "Home visits for families who need more help",

  "implementation-timeline.plan.tourismPrep.title": "Village tourism preparation",
  "implementation-timeline.deliverable.tourismPrep.1": "Homestays and local guides trained",
  "implementation-timeline.deliverable.tourismPrep.2": "Visitor packages priced",
  "implementation-timeline.plan.tourismPrep.risk": "Visitors do not come",
  "implementation-timeline.plan.tourismPrep.mitigation": "Packages tested with small groups first",

  "implementation-timeline.plan.skills3.title": "Skills training cohort 3",
  "implementation-timeline.deliverable.skills3.1": "Third cohort enrolled",
  "implementation-timeline.deliverable.skills3.2": "Graduates from cohorts 1-2 mentor new trainees",
  "implementation-timeline.plan.skills3.risk": "Trainer turnover",
  "implementation-timeline.plan.skills3.mitigation": "Local graduates trained as trainers",

  "implementation-timeline.plan.midReview.title": "Mid-phase review",
  "implementation-timeline.deliverable.midReview.1": "KPIs and spending reviewed",
  "implementation-timeline.deliverable.midReview.2": "Plan for the rest of 2027 published",
  "implementation-timeline.plan.midReview.risk": "Targets slipping",
  "implementation-timeline.plan.midReview.mitigation": "Resources moved to the lagging KPIs",

  "implementation-timeline.plan.leadership.title": "Community leadership programme",
  "implementation-timeline.deliverable.leadership.1": "Village leaders trained to run the services",
  "implementation-timeline.deliverable.leadership.2": "Youth and women in the leadership group",
  "implementation-timeline.plan.leadership.risk": "Leadership limited to a few people",
  "implementation-timeline.plan.leadership.mitigation": "Seats reserved for women and young people",

  "implementation-timeline.plan.monsoon2.title": "Pre-monsoon maintenance",
  "implementation-timeline.deliverable.monsoon2.1": "All equipment serviced",
  "implementation-timeline.deliverable.monsoon2.2": "Spares stocked",
  "implementation-timeline.plan.monsoon2.risk": "Storm damage",
  "implementation-timeline.plan.monsoon2.mitigation": "Insurance and a repair fund",

  "implementation-timeline.plan.tourismBookings.title": "Online bookings for village tourism",
  "implementation-timeline.deliverable.tourismBookings.1": "Booking page and payment options live",
  "implementation-timeline.plan.tourismBookings.risk": "Fraudulent bookings",
  "implementation-timeline.plan.tourismBookings.mitigation":
    "Advance payments through verified channels only",

  "implementation-timeline.plan.womenEnterprises.title": "Support for women-led enterprises",
  "implementation-timeline.deliverable.womenEnterprises.1":
    "Small enterprises given bookkeeping and marketing help",
  "implementation-timeline.plan.womenEnterprises.risk": "Enterprises fail in the first year",
  "implementation-timeline.plan.womenEnterprises.mitigation":
    "Mentoring and a shared sales channel",

  "implementation-timeline.plan.equipmentCheck.title": "Equipment health check and replacements",
  "implementation-timeline.deliverable.equipmentCheck.1": "Worn parts replaced",
  "implementation-timeline.deliverable.equipmentCheck.2":
    "Maintenance log handed to local operators",
  "implementation-timeline.plan.equipmentCheck.risk": "Hidden wear causes outages",
  "implementation-timeline.plan.equipmentCheck.mitigation": "Preventive checks on a fixed schedule",

  "implementation-timeline.plan.operators.title": "Local operators take over day-to-day running",
  "implementation-timeline.deliverable.operators.1": "Operators paid from service income",
  "implementation-timeline.deliverable.operators.2": "Running costs covered locally",
  "implementation-timeline.plan.operators.risk": "Income does not cover running costs",
  "implementation-timeline.plan.operators.mitigation":
    "Tariffs reviewed with the village committee",

  "implementation-timeline.plan.handover.title": "Handover to the village committee",
  "implementation-timeline.deliverable.handover.1":
    "Committee runs the internet, health and learning services",
  "implementation-timeline.plan.handover.risk": "Committee lacks skills",
  "implementation-timeline.plan.handover.mitigation": "Months of shadowing before handover",

  "implementation-timeline.plan.finalSurvey.title": "Final household survey",
  "implementation-timeline.deliverable.finalSurvey.1": "All {households} households surveyed again",
  "implementation-timeline.plan.finalSurvey.risk": "Survey bias",
  "implementation-timeline.plan.finalSurvey.mitigation":
    "Same questions and method as the baseline survey",

  "implementation-timeline.plan.finalReview.title": "Final review and replication playbook",
  "implementation-timeline.deliverable.finalReview.1": "Results published against the baseline",
  "implementation-timeline.deliverable.finalReview.2": "Playbook for other villages written",
  "implementation-timeline.plan.finalReview.risk": "Results overstated",
  "implementation-timeline.plan.finalReview.mitigation":
    "Figures published with the raw survey counts",
} as const;
