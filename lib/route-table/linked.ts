import type { RouteEntry } from "./entry";

/** Pages outside the header's menus: the footer lists them, and related pages link to them. */
export const linkedRoutes = [
  {
    id: "initiatives",
    path: "/initiatives",
    aliases: ["/v1"],
  },
  {
    id: "timeline",
    path: "/timeline",
    aliases: [],
  },
  {
    id: "starlink-impact",
    path: "/starlink-impact",
    aliases: [],
  },
  {
    id: "ai-lab-impact",
    path: "/ai-lab-impact",
    aliases: [],
  },
  {
    id: "telemedicine-impact",
    path: "/telemedicine-impact",
    aliases: [],
  },
  {
    id: "solar-power-impact",
    path: "/solar-power-impact",
    aliases: [],
  },
  {
    id: "digital-services-execution",
    path: "/digital-services-execution",
    aliases: [],
  },
  {
    id: "agri-processing-execution",
    path: "/agri-processing-execution",
    aliases: [],
  },
  {
    id: "village-tourism-execution",
    path: "/village-tourism-execution",
    aliases: [],
  },
  {
    id: "figures",
    path: "/figures",
    aliases: [],
  },
  {
    id: "villages",
    path: "/villages",
    aliases: [],
  },
  {
    id: "quality-check",
    path: "/quality-check",
    aliases: ["/quality"],
  },
] as const satisfies readonly RouteEntry[];
