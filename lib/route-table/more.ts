import type { RouteEntry } from "./entry";

/** The More menu's pages: institutional, then resources. */
export const moreRoutes = [
  {
    id: "expert-advisory",
    path: "/expert-advisory",
    aliases: [],
    title: "Expert Advisory Board",
    summary: "The advisory seats being filled",
    description:
      "The expert advisory board being formed for the programme: the domains it covers, what each seat reviews and how advisers are appointed.",
    nav: { group: "institutional", label: "Expert Advisory Board", order: 1 },
  },
  {
    id: "risk-management",
    path: "/risk-management",
    aliases: [],
    title: "Risk Management Matrix",
    summary: "Risks, likelihood, mitigation and contingency",
    description:
      "Every identified programme risk with its probability and impact, how it is mitigated and the contingency plan if it happens anyway.",
    nav: { group: "institutional", label: "Risk Management Matrix", order: 2 },
  },
  {
    id: "partnership-ecosystem",
    path: "/partnership-ecosystem",
    aliases: [],
    title: "Partnership Ecosystem",
    summary: "Partnership tiers and partner roles",
    description:
      "How government, CSR, technology and community partners can join the programme, with partnership tiers from ₹10-50 crore to ₹100-500 crore.",
    nav: { group: "institutional", label: "Partnership Ecosystem", order: 3 },
  },
  {
    id: "scaling",
    path: "/scaling",
    aliases: [],
    title: "National Scaling Framework",
    summary: "From 1 village to 600,000+",
    description:
      "The ten-year roadmap from one pilot village to 600,000+ villages and 800M+ rural people, with success metrics and partnership tiers.",
    nav: { group: "institutional", label: "National Scaling Framework", order: 4 },
  },
  {
    id: "implementation-timeline",
    path: "/implementation-timeline",
    aliases: [],
    title: "Implementation Timeline",
    summary: "36 months, month by month, with risks",
    description:
      "The 36-month implementation timeline: three phases, a month-by-month plan, the risk register and how progress is monitored.",
    nav: { group: "institutional", label: "Complete Timeline", order: 5 },
  },
  {
    id: "evidence",
    path: "/evidence",
    aliases: [],
    title: "Evidence Base",
    summary: "Baseline data and target metrics",
    description:
      "The village baseline (population 1,797, literacy 58%, internet 0%), age-based analysis, target metrics with milestones and data sources.",
    nav: { group: "institutional", label: "Evidence Base", order: 6 },
  },
  {
    id: "community",
    path: "/community",
    aliases: [],
    title: "Community Voice",
    summary: "Village leaders and voices",
    description:
      "Village leaders, illustrative voices of villagers and the community engagement activities that shape the programme from the ground up.",
    nav: { group: "resources", label: "Community Hub", order: 1 },
  },
  {
    id: "impact",
    path: "/impact",
    aliases: [],
    title: "Impact Analysis",
    summary: "Before and after, by category",
    description:
      "The transformation the programme targets: impact categories, the village before and after, and quarterly milestones to December 2027.",
    nav: { group: "resources", label: "Impact Analysis", order: 2 },
  },
  {
    id: "engagement",
    path: "/engagement",
    aliases: ["/engagement-hub"],
    title: "Engagement Hub",
    summary: "Ways to take part",
    description:
      "How donors, volunteers, experts and advocates can take part: engagement metrics, the supporter journey, programmes and social proof.",
    nav: { group: "resources", label: "Engagement Hub", order: 3 },
  },
  {
    id: "education",
    path: "/education",
    aliases: ["/education-programs"],
    title: "Education Programs",
    summary: "540 students, 100% literacy target",
    description:
      "The education programme for 540 students aged 3-18: age-group programmes, teaching methods and a roadmap to a 100% literacy target.",
    nav: { group: "resources", label: "Education Programs", order: 4 },
  },
] as const satisfies readonly RouteEntry[];
