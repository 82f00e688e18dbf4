/** Messages of the scaling page. Its `national.*` figures use the `scaling.` prefix (home has its own). */
export const scaling = {
  "scaling.hero.eyebrow": "{years}-year vision",
  "scaling.hero.description":
    "The pilot village is the first step. The same model, costed and measured, is planned for a district, a state and then the country.",
  "scaling.national.villages": "Villages",
  "scaling.national.people": "Rural people",
  "scaling.national.years": "{n} years",
  "scaling.national.vision": "Vision",
  "scaling.national.cost": "Scaling cost per person",
  "scaling.roadmap.title": "10-year roadmap",
  "scaling.roadmap.description":
    "Four phases, each starting only when the one before has shown results.",
  "scaling.roadmap.activeNote":
    "The pilot is the active phase, but it is still in pre-implementation: launch is planned for {launch}, and nothing has been built or spent yet.",
  "scaling.roadmap.estimated": "≈ estimated at the pilot village's population of {count}.",
  "scaling.chart.title": "Villages per phase (logarithmic scale)",
  "scaling.table.caption": "Scaling phases",
  "scaling.table.phase": "Phase",
  "scaling.table.duration": "Duration",
  "scaling.table.villages": "Villages",
  "scaling.table.population": "Population",
  "scaling.table.focus": "Focus",
  "scaling.table.status": "Status",
  "scaling.phase.pilot": "Pilot village",
  "scaling.phase.district": "District cluster",
  "scaling.phase.state": "State programme",
  "scaling.phase.national": "National scale",
  "scaling.phase.years": "Years {from}-{to}",
  "scaling.phase.yearsDates": "Years {from}-{to} ({dates})",
  "scaling.phase.pilot.focus":
    "Prove the model in one Chhattisgarh village, publish every rupee and measure against the baseline.",
  "scaling.phase.district.focus":
    "Repeat the playbook in a district cluster with local teams trained in the pilot.",
  "scaling.phase.state.focus":
    "A state-wide programme with government and CSR co-funding and shared infrastructure.",
  "scaling.phase.national.focus":
    "Every village that wants it, through national partnerships and public digital infrastructure.",
  "scaling.status.active": "Active",
  "scaling.status.planned": "Planned",
  "scaling.status.vision": "Vision",
  "scaling.success.title": "Success metrics",
  "scaling.success.description":
    "What the roadmap is measured by, from the pilot's baseline to the ten-year target.",
  "scaling.success.from": "Pilot",
  "scaling.success.to": "Target",
  "scaling.success.costNote": "{times} times lower than in the pilot",
  "scaling.metric.villages": "Villages reached",
  "scaling.metric.people": "Rural people reached",
  "scaling.metric.cost": "Cost per person",
  "scaling.metric.internet": "Households online",
  "scaling.metric.literacy": "Literacy",
  "scaling.metric.villages.measure":
    "Villages live with connectivity, learning, telemedicine and solar power.",
  "scaling.metric.people.measure": "Rural people with access to the services.",
  "scaling.metric.cost.measure": "Total cost over people served, published village by village.",
  "scaling.metric.internet.measure": "Households with a working internet connection.",
  "scaling.metric.literacy.measure":
    "Functional literacy, tested the same way as the baseline survey.",
  "scaling.tiers.title": "Partnership tiers",
  "scaling.tiers.description": "Four levels of partnership fund the phases after the pilot.",
  "scaling.tiers.more": "Partner roles and how to join",
  "scaling.impact.title": "National impact",
  "scaling.impact.description":
    "If the model works in one village, it can reach {villages} villages and {people} rural people at {cost} a person.",
  "scaling.impact.villages":
    "{villages} villages with internet, learning, telemedicine and solar power",
  "scaling.impact.people": "{people} rural people with the same services as the pilot village",
  "scaling.impact.cost": "{cost} a person at scale, against {pilot} a person in the pilot",
  "scaling.links.title": "Check the plan behind the numbers",
  "scaling.links.invest": "Invest in the pilot",
  "scaling.links.transparency": "See the budget",
  "scaling.links.evidence": "See the evidence",
} as const;
