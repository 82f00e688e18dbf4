/**
 * The eight KPIs' body copy (content/kpis-data.ts reads the English, so the open data files and
 * the quality report keep it): what each measures, its impact and how it is measured, and the
 * labels of its baseline figures (`dashboard.kpi.data.<id>`, ids in content/kpis-data.ts).
 */
export const kpiMessages = {
  "dashboard.kpi.literacy.description":
    "Share of villagers aged 7 and over who can read, write and do everyday arithmetic in at least one language.",
  "dashboard.kpi.literacy.impact":
    "Villagers able to read notices, forms and messages, and children learning at their grade level in Hindi, Chhattisgarhi and English.",
  "dashboard.kpi.literacy.methodology":
    "Household literacy survey at baseline and every six months: a short reading, writing and arithmetic check in the language each person chooses.",
  "dashboard.kpi.digital.description":
    "Share of villagers aged 10 and over who can use a phone or computer safely for messages, payments, government services and learning.",
  "dashboard.kpi.digital.impact":
    "Every household online through the satellite network, using it for services, learning and work.",
  "dashboard.kpi.digital.methodology":
    "A practical check (send a message, make a digital payment, fill an online form) for each person, plus network records of connected households.",
  "dashboard.kpi.economic.description":
    "Share of households with at least one new or better source of income from the programme: skills, remote work, enterprise or better farm prices.",
  "dashboard.kpi.economic.impact":
    "Household incomes rising towards the programme's income target, with less migration for work.",
  "dashboard.kpi.economic.methodology":
    "Quarterly income and employment survey of every household, compared with the baseline.",
  "dashboard.kpi.health.description":
    "Share of villagers who know the warning signs of common illnesses and can reach a doctor the same day through the telemedicine centre.",
  "dashboard.kpi.health.impact":
    "A telemedicine centre in the village, open day and night, instead of a long journey to the nearest hospital.",
  "dashboard.kpi.health.methodology":
    "Household health survey at baseline and every quarter, and the telemedicine centre's anonymised consultation records.",
  "dashboard.kpi.women.description":
    "Share of women taking part in paid work, self-help groups or village decisions.",
  "dashboard.kpi.women.impact":
    "Women earning, leading self-help enterprises and speaking in village decisions.",
  "dashboard.kpi.women.methodology":
    "Survey of women aged 18 and over every six months, with self-help group and village meeting records.",
  "dashboard.kpi.agriculture.description":
    "Share of farmers using at least one improved practice: weather and price alerts, soil testing, solar irrigation or processing.",
  "dashboard.kpi.agriculture.impact":
    "Better yields and prices, with produce processed and sold through the agri-processing centre.",
  "dashboard.kpi.agriculture.methodology":
    "Farmer survey every crop season (kharif and rabi) and the processing centre's purchase records.",
  "dashboard.kpi.multilingual.description":
    "Share of learners who can study in Hindi, Chhattisgarhi and English with the AI-assisted learning tools.",
  "dashboard.kpi.multilingual.impact":
    "Children and adults learning in their own language while gaining Hindi and English for work.",
  "dashboard.kpi.multilingual.methodology":
    "A short assessment in each of the three languages at baseline and at the end of every school term.",
  "dashboard.kpi.leadership.description":
    "Share of households with a member active in running village services: user committees, self-help groups or the village assembly.",
  "dashboard.kpi.leadership.impact":
    "The village runs and maintains every service itself, ready to guide the next villages.",
  "dashboard.kpi.leadership.methodology":
    "Committee and meeting records, and a quarterly check of which services run without outside help.",

  // Baseline figures behind the KPIs' current values
  "dashboard.kpi.data.overallLiteracy": "Overall literacy (%)",
  "dashboard.kpi.data.maleLiteracy": "Male literacy (%)",
  "dashboard.kpi.data.femaleLiteracy": "Female literacy (%)",
  "dashboard.kpi.data.schoolAge": "School-age children",
  "dashboard.kpi.data.internet": "Households with internet (%)",
  "dashboard.kpi.data.households": "Households",
  "dashboard.kpi.data.income": "Average monthly income (₹)",
  "dashboard.kpi.data.unemployment": "Unemployment (%)",
  "dashboard.kpi.data.farmingHouseholds": "Farming households",
  "dashboard.kpi.data.healthcareKm": "Distance to healthcare (km)",
  "dashboard.kpi.data.villagers": "Villagers",
  "dashboard.kpi.data.women": "Women (at least)",
  "dashboard.kpi.data.farmers": "Farmers",
  "dashboard.kpi.data.agricultureDependence": "Depend on agriculture (%)",
  "dashboard.kpi.data.children": "Children aged 3-18",
  "dashboard.kpi.data.adults": "Adults",
} as const;
