import type { RouteEntry } from "./entry";

/** The five pages of the header's main navigation, in its order. */
export const mainRoutes = [
  {
    id: "home",
    path: "/",
    aliases: [],
    title: "Digital Village Transformation",
    summary: "The plan for one village in Chhattisgarh",
    description:
      "A three-year plan to bring satellite internet, AI learning, telemedicine, solar power and skills to one Chhattisgarh village, as a pilot for 600,000 villages.",
    nav: { group: "main", label: "Home", order: 1 },
  },
  {
    id: "our-plan",
    path: "/our-plan",
    aliases: ["/transformation-framework"],
    title: "Transformation Framework",
    summary: "Age-group plans and the 3-phase strategy",
    description:
      "How the programme serves every age group, the systemic problems it solves and the three-phase strategy from October 2025 to December 2027.",
    nav: { group: "main", label: "Our Plan", order: 2 },
  },
  {
    id: "investment",
    path: "/investment",
    aliases: [],
    title: "Investment Opportunity",
    summary: "Choose an impact level and meet the families",
    description:
      "Three investment tiers from ₹25,000 to ₹1,00,000, what each buys for village families, and a step-by-step family investment journey.",
    nav: { group: "main", label: "Investment", order: 3 },
  },
  {
    id: "dashboard",
    path: "/dashboard",
    aliases: ["/progress", "/dashboard-v2"],
    title: "Progress Dashboard",
    summary: "Eight core KPIs, phases and baseline data",
    description:
      "Track the programme's eight core KPIs, phase timeline, finances and baseline village data, from pre-implementation to December 2027.",
    nav: { group: "main", label: "Progress", order: 4 },
  },
  {
    id: "transparency",
    path: "/transparency",
    aliases: ["/transparency-hub", "/transparency-hub-v2"],
    title: "Transparency Hub",
    summary: "Every rupee, receipt and milestone",
    description:
      "The ₹1.63 crore budget by category, spending and receipts, progress tracking, per-person investment and how every rupee is verified.",
    nav: { group: "main", label: "Transparency", order: 5 },
  },
] as const satisfies readonly RouteEntry[];
