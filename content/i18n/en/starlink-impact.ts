/** Messages of the starlink-impact page. */
export const starlinkImpact = {
  "starlink-impact.hero.description":
    "Free high-speed satellite internet for every household, through village Wi-Fi hotspots, so that lessons, doctors, work and government services are a tap away.",
  "starlink-impact.hero.speed": "Internet speed",
  "starlink-impact.metrics.title": "Tracked metrics",
  "starlink-impact.metric.households": "Household coverage",
  "starlink-impact.metric.fluency": "Digital fluency",
  "starlink-impact.metric.hotspots": "Hotspot network",
  "starlink-impact.metric.onlineWork": "Youth ready for online work",
  "starlink-impact.benefits.title": "What changes for the village",
  "starlink-impact.benefit.learning": "Learning without limits",
  "starlink-impact.benefit.health": "Doctors on video",
  "starlink-impact.benefit.livelihoods": "Work and markets online",
  "starlink-impact.benefit.services": "Government services from home",
  "starlink-impact.phases.title": "Rollout in four phases",
  "starlink-impact.phases.description":
    "Phase 1 is the planning work before launch; installation starts in {quarter}.",
  "starlink-impact.phase.survey": "Survey and planning",
  "starlink-impact.phase.backbone": "Satellite kits and backbone",
  "starlink-impact.phase.hotspots": "Village hotspots",
  "starlink-impact.phase.households": "Every household online",
  "starlink-impact.specs.title": "Specifications",
  "starlink-impact.spec.performance": "Speed and reliability",
  "starlink-impact.spec.coverage": "Coverage",
  "starlink-impact.spec.economics": "Costs and returns",
  "starlink-impact.stat.download": "Download",
  "starlink-impact.stat.upload": "Upload",
  "starlink-impact.stat.latency": "Latency",
  "starlink-impact.stat.uptime": "Uptime",
  "starlink-impact.stat.households": "Households covered",
  "starlink-impact.stat.hotspots": "Wi-Fi hotspots",
  "starlink-impact.stat.users": "People online at once",
  "starlink-impact.stat.investment": "Investment",
  "starlink-impact.stat.savings": "Savings for families each year",
  "starlink-impact.stat.payback": "Payback (ROI)",
  "starlink-impact.stat.jobs": "Jobs created",
  "starlink-impact.benefit.learning.description":
    "Children reach AI-assisted lessons in Hindi, Chhattisgarhi and English, and teachers get online training and material.",
  "starlink-impact.benefit.health.description":
    "The telemedicine centre links patients to doctors and specialists by video, instead of a long trip to town.",
  "starlink-impact.benefit.livelihoods.description":
    "Young people train for remote work and digital marketing; farmers check crop prices and sell online.",
  "starlink-impact.benefit.services.description":
    "Pensions, land records, bank accounts and scheme applications online, without a day's travel and lost wages.",
  "starlink-impact.phase.survey.description":
    "Household survey, siting the hotspots, permissions from the gram panchayat and choosing the installation partner.",
  "starlink-impact.phase.backbone.description":
    "Install the satellite kits with solar-backed power at the panchayat building, the school and the health centre.",
  "starlink-impact.phase.hotspots.description":
    "Put up the village Wi-Fi hotspots so that every lane is in range, sized for hundreds online at once.",
  "starlink-impact.phase.households.description":
    "Connect every household, with a digital-literacy session for each family.",
} as const;
