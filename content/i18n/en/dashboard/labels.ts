/**
 * Messages of the dashboard page. The specification's dictionary keys (`dashboard.totalRaised`,
 * `dashboard.progressOverview`, ...) keep their names; the page's own keys follow
 * `dashboard.<section>.<thing>`. KPI names are also used by the transparency hub.
 */
export const labelMessages = {
  // Spec §3 dictionary: dashboard labels and tabs
  "dashboard.totalRaised": "Total Raised",
  "dashboard.fundsDeployed": "Funds Deployed",
  "dashboard.familiesHelped": "Families Helped",
  "dashboard.projectCompletion": "Project Completion",
  "dashboard.progressOverview": "Progress Overview",
  "dashboard.financialTracking": "Financial Tracking",
  "dashboard.impactMetrics": "Impact Metrics",
  "dashboard.villageUpdates": "Village Updates",

  // Hero
  "dashboard.hero.stage": "Pre-Implementation",
  "dashboard.hero.launch": "Launch {quarter}",
  "dashboard.hero.kpis": "{n} core KPIs tracked",
  "dashboard.hero.description":
    "Eight core KPIs, three phases and every rupee, tracked from the village's baseline to December 2027. Work has not started, so every figure below is where the village stands today.",
  "dashboard.hero.figures": "Programme figures",
  "dashboard.hero.raised.hint": "Fundraising opens with the launch",
  "dashboard.hero.deployed.hint": "Nothing spent before launch",
  "dashboard.hero.families.hint": "Of {households} households",
  "dashboard.hero.completion.hint": "All three phases planned",

  // Tabs
  "dashboard.tabs.label": "Dashboard sections",
  "dashboard.tabs.overview": "Overview",
  "dashboard.tabs.kpis": "8 Core KPIs",
  "dashboard.tabs.phases": "Phase Timeline",
  "dashboard.tabs.financial": "Financial",
  "dashboard.tabs.baseline": "Baseline Data",

  // Statuses (planned, active, completed: grey, blue, green)
  "dashboard.status.planned": "Planned",
  "dashboard.status.active": "Active",
  "dashboard.status.completed": "Completed",

  // Overview
  "dashboard.overview.phaseProgress": "{phase}: {completion} complete",
  "dashboard.overview.totalBudget": "Total budget",
  "dashboard.overview.totalBudget.hint":
    "Overview figure; the three phase budgets add up to {total}",
  "dashboard.overview.kpiLine": "{name}: {current} now, target {target}",
  "dashboard.overview.stage": "Stage",
  "dashboard.overview.updates.body":
    "The programme is in its pre-implementation stage; work in the village starts in {quarter}. The Baseline Data tab shows the starting point every KPI is measured against.",
  "dashboard.overview.updates.next": "First work planned",

  // KPIs
  "dashboard.kpi.chart": "Current value against target, by KPI",
  "dashboard.kpi.chart.kpi": "KPI",
  "dashboard.kpi.chart.values": "Current and target",
  "dashboard.kpi.intro":
    "The light bar is the target, the dark bar where the village stands today. Milestones are the plan's quarterly steps; all are planned.",
  "dashboard.kpi.current": "Current",
  "dashboard.kpi.target": "Target",
  "dashboard.kpi.by": "Target by {date}",
  "dashboard.kpi.bar": "{name}: {current} of {target} target",
  "dashboard.kpi.currentData": "Baseline figures",
  "dashboard.kpi.milestones": "Milestones",
  "dashboard.kpi.impact": "Impact",
  "dashboard.kpi.methodology": "How it is measured",
  "dashboard.kpi.col.quarter": "Quarter",
  "dashboard.kpi.col.target": "Target",
  "dashboard.kpi.col.status": "Status",
  "dashboard.kpi.col.budget": "Budget",
  "dashboard.kpi.literacy.name": "Functional literacy",
  "dashboard.kpi.digital.name": "Digital fluency",
  "dashboard.kpi.economic.name": "Economic empowerment",
  "dashboard.kpi.health.name": "Health literacy and access",
  "dashboard.kpi.women.name": "Women's empowerment",
  "dashboard.kpi.agriculture.name": "Smart agriculture",
  "dashboard.kpi.multilingual.name": "Multilingual learning",
  "dashboard.kpi.leadership.name": "Community leadership",

  // Phases
  "dashboard.phases.chart": "Budget by phase",
  "dashboard.phases.chart.phase": "Phase",
  "dashboard.phases.chart.budget": "Budget and share",
  "dashboard.phases.share": "{budget} ({share} of the total)",
  "dashboard.phases.phase1": "Phase 1: Foundation",
  "dashboard.phases.phase2": "Phase 2: Expansion",
  "dashboard.phases.phase3": "Phase 3: Completion",
  "dashboard.phases.budget": "Budget",
  "dashboard.phases.completion": "Completion",
  "dashboard.phases.completionBar": "{phase}: {completion} complete",
  "dashboard.phases.initiatives": "Initiatives",
  "dashboard.phases.beneficiaries": "{n} people",
  "dashboard.phases.col.initiative": "Initiative",
  "dashboard.phases.col.budget": "Budget",
  "dashboard.phases.col.timeline": "When",
  "dashboard.phases.col.beneficiaries": "Reaches",
  "dashboard.phases.col.status": "Status",

  // Financial
  "dashboard.financial.total": "Total investment",
  "dashboard.financial.total.hint": "Sum of the three phase budgets",
  "dashboard.financial.contingency": "Cost contingency reserve",
  "dashboard.financial.contingency.hint": "{percent} of {total} is {amount}",
  "dashboard.financial.split": "Budget by category",
  "dashboard.financial.split.description":
    "The dashboard's category split with its stated shares. As stated, these amounts add up to {sum}.",
  "dashboard.financial.split.chart": "Category amounts",
  "dashboard.financial.col.category": "Category",
  "dashboard.financial.col.amount": "Amount",
  "dashboard.financial.col.percent": "Stated share",
  "dashboard.financial.phases": "Budget by phase",
  // Category names of the split (content/budget.ts), by id
  "dashboard.financial.category.starlink": "Starlink",
  "dashboard.financial.category.healthcare": "Healthcare",
  "dashboard.financial.category.solar": "Solar",
  "dashboard.financial.category.skills": "Skills",
  "dashboard.financial.category.water": "Water",
  "dashboard.financial.category.aiLab": "AI lab",
  "dashboard.financial.category.marketAccess": "Market access",
  "dashboard.financial.category.community": "Community programmes",

  // Baseline
  "dashboard.baseline.intro":
    "The village as surveyed before the programme: every KPI is measured against these figures.",
  "dashboard.baseline.population": "Population",
  "dashboard.baseline.literacy": "Literacy",
  "dashboard.baseline.economic": "Economy",
  "dashboard.baseline.infrastructure": "Infrastructure",
  "dashboard.baseline.total": "Total population",
  "dashboard.baseline.households": "Households",
  "dashboard.baseline.children": "Children",
  "dashboard.baseline.adults": "Adults",
  "dashboard.baseline.seniors": "Seniors",
  "dashboard.baseline.overall": "Overall literacy",
  "dashboard.baseline.male": "Male literacy",
  "dashboard.baseline.female": "Female literacy",
  "dashboard.baseline.schoolAge": "School-age children",
  "dashboard.baseline.income": "Average income a month",
  "dashboard.baseline.occupation": "Primary occupation",
  "dashboard.baseline.occupation.Agriculture": "Agriculture",
  "dashboard.baseline.farming": "Farming households",
  "dashboard.baseline.unemployment": "Unemployment",
  "dashboard.baseline.internet": "Internet access",
  "dashboard.baseline.electricity": "Reliable electricity",
  "dashboard.baseline.water": "Clean water",
  "dashboard.baseline.healthcare": "Distance to healthcare",
  "dashboard.baseline.km": "{n} km",

  // Closing links
  "dashboard.links.title": "Go deeper",
  "dashboard.links.description":
    "The plan behind the KPIs, the full timeline, the accounts and the evidence.",
  "dashboard.links.framework": "Transformation Framework",
  "dashboard.links.timeline": "Timeline",
  "dashboard.links.transparency": "Transparency Hub",
  "dashboard.links.evidence": "Evidence Base",
} as const;
