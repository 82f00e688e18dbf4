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
  // Age-group plans: problems, solutions, outcomes and timelines, by id (content/framework.ts)
  "our-plan.problem.literacy":
    "{schoolAge} school-age and {preSchool} pre-school children in a village where literacy is {literacy}.",
  "our-plan.problem.internet":
    "Internet access is {percent}: no online lessons, libraries or tutors.",
  "our-plan.problem.electricity":
    "Only {percent} of homes have reliable electricity for study after dark.",
  "our-plan.problem.income":
    "Average household income is {income} a month; unemployment is {unemployment}.",
  "our-plan.problem.agriculture":
    "{percent} depend on agriculture ({farmers} farmers), selling raw produce.",
  "our-plan.problem.femaleLiteracy": "Female literacy is {female}, against {male} for men.",
  "our-plan.problem.distance": "The nearest healthcare is {km} km away in the baseline survey.",
  "our-plan.problem.water": "Only {percent} of homes have clean water.",
  "our-plan.problem.offline":
    "No internet, so no way to reach a doctor or a government service online.",
  "our-plan.solution.aiLearning":
    "AI-assisted personalised learning in Hindi, Chhattisgarhi and English.",
  "our-plan.solution.lab": "An AI education lab with {computers} computers, on satellite internet.",
  "our-plan.solution.solar": "Solar power so the lab and homes have light and power.",
  "our-plan.solution.digitalSkills":
    "Digital literacy and remote-work training for {adults}+ adults.",
  "our-plan.solution.agriProcessing":
    "An agri-processing centre so farmers sell processed goods, not raw produce.",
  "our-plan.solution.servicesHub":
    "A Digital Services Hub, village tourism and a market for {artisans} artisans.",
  "our-plan.solution.telemedicine":
    "A 24/7 telemedicine centre with remote doctors and specialists.",
  "our-plan.solution.waterPumps": "Solar-powered water pumps for clean water.",
  "our-plan.solution.digitalSessions": "Digital literacy sessions paced for older villagers.",
  "our-plan.outcome.literacy":
    "Target: {percent} literacy for the {count} students aged {min}-{max}.",
  "our-plan.outcome.online": "Every student able to learn online in their own language.",
  "our-plan.outcome.income": "Target: household income from {from} to {to} a month ({multiple}x).",
  "our-plan.outcome.jobs": "New village jobs in processing, tourism and digital services.",
  "our-plan.outcome.womensLiteracy":
    "Women's literacy and digital skills closing the gap with men's.",
  "our-plan.outcome.doctor": "A doctor reachable day and night without the long journey.",
  "our-plan.outcome.cleanWater": "Clean water and health checks close to home.",
  "our-plan.timeline.children":
    "Lab and connectivity in Phase 1 (from {launch}); full programme to {end}.",
  "our-plan.timeline.adults":
    "Digital literacy from Phase 1; skills training from {skills}; enterprises through {year}.",
  "our-plan.timeline.seniors": "Basic telemedicine and solar pumps in Phase 1 ({period}).",
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
  "our-plan.systemic.connectivity.body":
    "Satellite internet of up to {mbps} Mbps from {kits} Starlink kits, shared across homes, school and clinic.",
  "our-plan.systemic.learning.body":
    "AI-assisted lessons that adapt to each learner, in Hindi, Chhattisgarhi and English.",
  "our-plan.systemic.health.body":
    "A 24/7 telemedicine centre linking the village to doctors and specialists.",
  "our-plan.systemic.energy.body":
    "{kw} kW of solar power and solar water pumps for power, light and clean water.",
  "our-plan.systemic.livelihoods.body":
    "Skills training, agri-processing, tourism and digital services that keep income in the village.",
  "our-plan.systemic.accountability.body":
    "Every rupee, receipt and milestone published on the transparency hub and the progress dashboard.",
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
  // What each phase delivers, by id (content/framework-strategy.ts)
  "our-plan.focus.connectivity": "Connectivity deployment",
  "our-plan.focus.solarPumps": "Solar pump installation",
  "our-plan.focus.basicTelemedicine": "Basic telemedicine",
  "our-plan.focus.digitalLiteracy": "Digital literacy programmes",
  "our-plan.focus.aiLab": "AI education lab in full use",
  "our-plan.focus.remoteWork": "Skills training for remote work",
  "our-plan.focus.servicesHub": "Digital Services Hub opens",
  "our-plan.focus.specialists": "Specialist telemedicine",
  "our-plan.focus.agriTourism": "Agri-processing and village tourism",
  "our-plan.focus.handover": "Community ownership and handover",
  "our-plan.focus.impact": "Impact measured against the baseline",
  "our-plan.focus.playbook": "Replication playbook",
  "our-plan.cta.title": "Back the plan, then watch it happen",
  "our-plan.cta.description":
    "Choose an impact level for a family, or follow every KPI and rupee on the progress dashboard.",
  "our-plan.cta.invest": "Invest in the plan",
  "our-plan.cta.track": "Track progress",
} as const;
