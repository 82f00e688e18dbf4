/** Phase 1 of the monthly plan (content/implementation/phase-1.ts): activities, deliverables, risks. */
export const phase1Messages = {
  "implementation-timeline.plan.survey.title":
    "Household baseline survey and village programme committee",
  "implementation-timeline.deliverable.survey.1": "All {households} households surveyed",
  "implementation-timeline.deliverable.survey.2":
    "Programme committee formed with the gram panchayat",
  "implementation-timeline.plan.survey.risk": "Families away for seasonal work are missed",
  "implementation-timeline.plan.survey.mitigation":
    "Evening and weekend visits by local volunteers speaking Chhattisgarhi",

  "implementation-timeline.plan.kits.title":
    "Satellite internet kits ordered ({kits} kits) and hotspot sites chosen",
  "implementation-timeline.deliverable.kits.1": "{kits} satellite internet kits ordered",
  "implementation-timeline.deliverable.kits.2": "Hotspot sites agreed with the community",
  "implementation-timeline.plan.kits.risk": "Equipment delivery delays",
  "implementation-timeline.plan.kits.mitigation":
    "Order at launch with delivery dates in the contract; an alternate authorised supplier lined up",

  "implementation-timeline.plan.internet.title":
    "Satellite internet installed and village Wi-Fi network built",
  "implementation-timeline.deliverable.internet.1":
    "Terminals at the school, health centre and panchayat office",
  "implementation-timeline.deliverable.internet.2": "Wi-Fi hotspots covering every hamlet",
  "implementation-timeline.plan.internet.risk": "Installation slowed by terrain or weather",
  "implementation-timeline.plan.internet.mitigation":
    "Installation booked for the dry season; a local technician trained alongside",

  "implementation-timeline.plan.waterWorks.title":
    "Water infrastructure: pump, storage tank and pipeline works",
  "implementation-timeline.deliverable.waterWorks.1":
    "Tank site and pipeline route agreed in a gram sabha",
  "implementation-timeline.deliverable.waterWorks.2": "Civil works started",
  "implementation-timeline.plan.waterWorks.risk": "Disagreement over the tank site",
  "implementation-timeline.plan.waterWorks.mitigation":
    "Site chosen openly in a gram sabha meeting",

  "implementation-timeline.plan.telemedicineCentre.title":
    "Telemedicine centre fitted out and equipped",
  "implementation-timeline.deliverable.telemedicineCentre.1":
    "Consultation room, diagnostic kit and video link ready",
  "implementation-timeline.deliverable.telemedicineCentre.2":
    "Tele-consultation agreement sought with hospitals",
  "implementation-timeline.plan.telemedicineCentre.risk": "Doctors unavailable at agreed hours",
  "implementation-timeline.plan.telemedicineCentre.mitigation":
    "Agreements with more than one hospital and a rota of doctors",

  "implementation-timeline.plan.waterDone.title": "Water infrastructure completed",
  "implementation-timeline.deliverable.waterDone.1": "Clean water point in service",
  "implementation-timeline.deliverable.waterDone.2": "Water committee trained in upkeep",
  "implementation-timeline.plan.waterDone.risk": "Pump failure",
  "implementation-timeline.plan.waterDone.mitigation":
    "Spare parts kept in the village and a trained local mechanic",

  "implementation-timeline.plan.solarPumps.title": "Solar water pumps installed",
  "implementation-timeline.deliverable.solarPumps.1": "Solar pumps irrigating farm plots",
  "implementation-timeline.deliverable.solarPumps.2": "Farmers trained to run and maintain them",
  "implementation-timeline.plan.solarPumps.risk": "Panel theft or damage",
  "implementation-timeline.plan.solarPumps.mitigation":
    "Fenced sites, equipment insurance and a community watch",

  "implementation-timeline.plan.aiLab.title": "AI education lab set up ({computers} computers)",
  "implementation-timeline.deliverable.aiLab.1":
    "{computers} computers with learning software in Hindi, Chhattisgarhi and English",
  "implementation-timeline.deliverable.aiLab.2": "Two local lab assistants trained",
  "implementation-timeline.plan.aiLab.risk": "Power cuts interrupt classes",
  "implementation-timeline.plan.aiLab.mitigation":
    "The lab runs on the solar system with battery backup",

  "implementation-timeline.plan.solarGrid.title": "Solar grid ({kw} kW) with battery storage",
  "implementation-timeline.deliverable.solarGrid.1":
    "{kw} kW grid powering the school, health centre and lab",
  "implementation-timeline.deliverable.solarGrid.2": "Battery backup for the evening hours",
  "implementation-timeline.plan.solarGrid.risk": "Equipment prices rise",
  "implementation-timeline.plan.solarGrid.mitigation":
    "Fixed-price quotation signed before ordering",

  "implementation-timeline.plan.literacy.title": "Digital literacy programme starts",
  "implementation-timeline.deliverable.literacy.1":
    "First family batches learn phones, payments and safe browsing",
  "implementation-timeline.deliverable.literacy.2": "Village digital volunteers chosen",
  "implementation-timeline.plan.literacy.risk": "Low turnout among women and seniors",
  "implementation-timeline.plan.literacy.mitigation":
    "Separate sessions at convenient times, in Chhattisgarhi",

  "implementation-timeline.plan.telemedicineOpens.title":
    "Telemedicine services open, with a first health camp",
  "implementation-timeline.deliverable.telemedicineOpens.1": "Daily tele-consultation hours",
  "implementation-timeline.deliverable.telemedicineOpens.2": "Health camp for every age group",
  "implementation-timeline.plan.telemedicineOpens.risk": "Villagers hesitate to consult by video",
  "implementation-timeline.plan.telemedicineOpens.mitigation":
    "A trained health worker sits with each patient during the call",

  "implementation-timeline.plan.review1.title": "Phase 1 review",
  "implementation-timeline.deliverable.review1.1":
    "Progress checked against this plan and the eight KPIs",
  "implementation-timeline.deliverable.review1.2":
    "Receipts reconciled and published on the transparency hub",
  "implementation-timeline.plan.review1.risk": "Delays carried into Phase 2",
  "implementation-timeline.plan.review1.mitigation":
    "Phase 2 re-planned openly, with reasons published",
} as const;
