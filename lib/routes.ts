/**
 * The route table of spec §2, as data. The header, the More menu, the footer, the sitemap,
 * the journey tracker and the tests all read it. Titles and descriptions here are English;
 * other languages translate them under `route.<id>.*` in their dictionaries.
 */
import { cleanPath } from "@/lib/paths";

export type NavGroup = "main" | "institutional" | "resources";

export interface RouteEntry {
  id: string;
  /** Primary path: the canonical URL. */
  path: `/${string}`;
  /** Other paths that show the same page (one-line re-exports, never redirects). */
  aliases: readonly `/${string}`[];
  /** Page title (document title and main heading). */
  title: string;
  /** Short description, shown in the More menu and the footer. */
  summary: string;
  /** Meta description: at least 50 characters. */
  description: string;
  /** Where the page sits in the navigation, with its label there. */
  nav?: { group: NavGroup; label: string; order: number };
}

export const routes = [
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
  {
    id: "initiatives",
    path: "/initiatives",
    aliases: ["/v1"],
    title: "The Village Vision",
    summary: "A day in the village, 15 August 2028",
    description:
      "The vision of the transformed village: a day on 15 August 2028, why the programme will succeed and how to join the transformation.",
  },
  {
    id: "timeline",
    path: "/timeline",
    aliases: [],
    title: "Timeline",
    summary: "Quarterly milestones and yearly phases",
    description:
      "The programme timeline: overview metrics, quarterly milestones, three yearly phases and the educational focus of each year.",
  },
  {
    id: "starlink-impact",
    path: "/starlink-impact",
    aliases: [],
    title: "Satellite Internet Impact",
    summary: "Up to 100 Mbps for every household",
    description:
      "Satellite internet for every household: up to 100 Mbps, 8 hotspots, 99.9% uptime, the benefits, the four-phase rollout and the specifications.",
  },
  {
    id: "ai-lab-impact",
    path: "/ai-lab-impact",
    aliases: [],
    title: "AI Lab Impact",
    summary: "Personalised learning and training",
    description:
      "The AI learning lab: training programmes, facilities, illustrative learner stories and five-year projections for jobs, skills and income.",
  },
  {
    id: "telemedicine-impact",
    path: "/telemedicine-impact",
    aliases: [],
    title: "Telemedicine Impact",
    summary: "A 24/7 telemedicine centre",
    description:
      "The 24/7 telemedicine centre: services, targeted health outcomes, ₹6.8 lakh of annual savings for families and illustrative patient stories.",
  },
  {
    id: "solar-power-impact",
    path: "/solar-power-impact",
    aliases: [],
    title: "Solar Power Impact",
    summary: "Solar pumps and a solar grid",
    description:
      "Solar water pumps and a village solar grid: components, environmental and economic gains, the rollout phases and sustainability goals.",
  },
  {
    id: "digital-services-execution",
    path: "/digital-services-execution",
    aliases: [],
    title: "Digital Services Hub Execution Plan",
    summary: "₹9 lakh, 18 months, 40 youth",
    description:
      "The Digital Services Hub plan: ₹9,00,000 over 18 months for 40 youth, quarterly deliverables, KPIs, the service portfolio and revenue projections.",
  },
  {
    id: "agri-processing-execution",
    path: "/agri-processing-execution",
    aliases: [],
    title: "Agri-Processing Center Execution Plan",
    summary: "₹30 lakh, 150 farmers, 25 jobs",
    description:
      "The Agri-Processing Center plan: ₹30 lakh for 150 farmers and 25 jobs, quarterly deliverables, products, sales channels and projections.",
  },
  {
    id: "village-tourism-execution",
    path: "/village-tourism-execution",
    aliases: [],
    title: "Digital Village Tourism Execution Plan",
    summary: "₹21 lakh, 1,200 visitors a year",
    description:
      "The Digital Village Tourism plan: ₹21 lakh, 1,200 visitors a year and 30 jobs, with packages, seasons, quarterly deliverables and KPIs.",
  },
  {
    id: "quality-check",
    path: "/quality-check",
    aliases: ["/quality"],
    title: "Quality Check",
    summary: "A live self-audit of the site",
    description:
      "A live quality report computed from the site's own content: figures, links, languages and response time, against the deployment standards.",
  },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof routes)[number];
export type RouteId = Route["id"];

const byId = new Map<string, RouteEntry>(routes.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteEntry {
  return byId.get(id)!;
}

/** Resolves a language-free path (primary or alias) to its route, or undefined. */
export function routeForPath(path: string): RouteEntry | undefined {
  const clean = cleanPath(path);
  return routes.find((r) => r.path === clean || (r.aliases as readonly string[]).includes(clean));
}

export function navItems(group: NavGroup): RouteEntry[] {
  return (routes as readonly RouteEntry[])
    .filter((r) => r.nav?.group === group)
    .sort((a, b) => a.nav!.order - b.nav!.order);
}

/** Every path that serves a page, primary and alias. */
export function allPaths(): string[] {
  return routes.flatMap((r) => [r.path, ...r.aliases]);
}
