import type { RouteEntry } from "./entry";

/** Pages outside the header's menus: the footer lists them, and related pages link to them. */
export const linkedRoutes = [
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
