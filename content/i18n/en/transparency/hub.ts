/** Messages of the transparency page. Figures arrive as `{placeholders}`, already formatted. */
export const transparencyHub = {
  // Hero
  "transparency.hero.stage": "Pre-Implementation",
  "transparency.hero.launch": "Launch {quarter}",
  "transparency.hero.description":
    "Every rupee of the {total} plan, where it will go and how each receipt will be checked. Nothing has been raised or spent yet: the figures below are the budget, and the tracking starts with the first payment.",
  "transparency.hero.figures": "Headline figures",
  "transparency.hero.total": "Total investment",
  "transparency.hero.total.hint": "Three phases over {months} months",
  "transparency.hero.perPerson": "Per-person investment",
  "transparency.hero.perPerson.hint": "For each of {population} villagers",
  "transparency.hero.receipts": "Receipt verification",
  "transparency.hero.receipts.hint": "Every receipt checked and counted",
  "transparency.hero.tracking": "Live expense tracking",
  "transparency.hero.tracking.hint": "Spent so far: work has not started",

  // Tabs
  "transparency.tabs.label": "Transparency hub sections",
  "transparency.tabs.financial": "Financial Dashboard",
  "transparency.tabs.progress": "Progress Tracking",
  "transparency.tabs.impact": "Impact Analysis",
  "transparency.tabs.verification": "Verification",

  // Financial Dashboard
  "transparency.financial.total.title": "Total investment",
  "transparency.financial.total.phases": "Phases: {phase1} + {phase2} + {phase3}",
  "transparency.financial.total.spent": "Spent so far: {spent}",
  "transparency.financial.status.title": "Current status",
  "transparency.financial.status.stage": "Pre-Implementation",
  "transparency.financial.status.start": "Starting {quarter}",
  "transparency.financial.status.body":
    "The programme runs from {start} to {end}. No money has been raised or spent.",
  "transparency.financial.receipts.title": "Receipts and verification",
  "transparency.financial.receipts.collected": "Receipts collected",
  "transparency.financial.receipts.verified": "Receipts verified",
  "transparency.financial.receipts.audit": "Audit status",
  "transparency.financial.receipts.pendingStart": "Pending Start",
  "transparency.financial.budget.title": "Budget by category",
  "transparency.financial.budget.description":
    "Spent and pending amounts in lakh rupees. All six categories are fully pending until work begins.",
  "transparency.financial.budget.chart": "Budgeted amount by category",
  "transparency.financial.budget.sum": "The six categories total {sum} of the {total} budget.",
  "transparency.financial.col.category": "Category",
  "transparency.financial.col.budgeted": "Budgeted",
  "transparency.financial.col.spent": "Spent",
  "transparency.financial.col.pending": "Pending",
  "transparency.financial.col.percent": "Spent %",
  "transparency.financial.col.timeline": "Starts",
  "transparency.financial.col.receipts": "Receipts",
  "transparency.financial.col.total": "Total",
  "transparency.financial.monthly.title": "Monthly expenses",
  "transparency.financial.monthly.description":
    "Each month's spending, receipts collected and receipts verified. No spending before launch, so every month reads zero.",
  "transparency.financial.col.month": "Month",
  "transparency.financial.col.expenses": "Expenses",
  "transparency.financial.col.verified": "Verified",
  "transparency.financial.col.status": "Status",
  "transparency.financial.preLaunch": "Pre-Launch",

  // Progress Tracking
  "transparency.progress.intro":
    "Four headline measures from the progress dashboard, at their pre-launch baseline. Each quarterly milestone is marked achieved only once it is measured.",
  "transparency.progress.status.planning": "Planning",
  "transparency.progress.status.active": "Active",
  "transparency.progress.values": "{current} now, target {target}",
  "transparency.progress.bar": "{metric}: {current} of {target} target",
  "transparency.progress.timeline": "Target date: {date}",
  "transparency.progress.lastUpdate": "Last updated: {value}",
  "transparency.progress.updated.baseline": "Pre-launch baseline",
  "transparency.progress.milestones": "Quarterly milestones",
  "transparency.progress.achieved": "Achieved",
  "transparency.progress.notYet": "Not yet",

  // Impact Analysis
  "transparency.impact.perPerson.title": "Per-person investment breakdown",
  "transparency.impact.perPerson.description":
    "What the {perPerson} invested for each villager pays for. The lines add up to the per-person total.",
  "transparency.impact.perPerson.chart": "Rupees per person by area",
  "transparency.impact.col.area": "Area",
  "transparency.impact.col.rupees": "Per person",
  "transparency.impact.col.share": "Share",
  "transparency.impact.roi.title": "ROI projections",
  "transparency.impact.roi.description":
    "Projections, not results: they are what the plan is built to achieve.",
  "transparency.impact.roi.now": "Now",
  "transparency.impact.roi.projected": "Projected",
  "transparency.impact.months": "{n} months",
  "transparency.impact.social.title": "Social impact metrics",
  "transparency.impact.social.description":
    "The people each part of the programme is planned to reach.",

  // Verification
  "transparency.verification.process.title": "Verification process",
  "transparency.verification.process.description":
    "How every payment will be checked, from the first rupee.",
  "transparency.verification.schedule.title": "Audit schedule",
  "transparency.verification.schedule.description":
    "When each check first falls due. None has started, because nothing has been spent.",
  "transparency.verification.col.check": "Check",
  "transparency.verification.col.frequency": "How often",
  "transparency.verification.col.firstDue": "First due",
  "transparency.verification.col.status": "Status",
  "transparency.verification.contacts.title": "Transparency contacts",
  "transparency.verification.contacts.description":
    "Roles, not names. The independent auditor is not yet appointed.",
  "transparency.verification.contacts.engagement": "Contact via the Engagement Hub",
  "transparency.verification.contacts.community": "See the Community Hub",

  // Open data
  "transparency.openData.title": "Open data",
  "transparency.openData.description":
    "Download the figures on this page. The files are built from the same source as the page, so they always match it.",
  "transparency.openData.budget": "Budget categories",
  "transparency.openData.monthly": "Monthly expenses",
  "transparency.openData.kpis": "Core KPIs",
  "transparency.openData.csv": "CSV",
  "transparency.openData.json": "JSON",
  "transparency.openData.download": "Download {name} as {format}",

  // Closing links
  "transparency.links.title": "Check it for yourself",
  "transparency.links.description":
    "See the evidence behind the plan, follow progress, or back the programme.",
  "transparency.links.evidence": "Review the Evidence",
  "transparency.links.dashboard": "Open the Progress Dashboard",
  "transparency.links.investment": "Explore Investment",
} as const;
