import type { RouteEntry } from "./entry";

/** The More menu's pages: institutional, then resources. */
export const moreRoutes = [
  {
    id: "expert-advisory",
    path: "/expert-advisory",
    aliases: [],
    nav: { group: "institutional", order: 1 },
  },
  {
    id: "risk-management",
    path: "/risk-management",
    aliases: [],
    nav: { group: "institutional", order: 2 },
  },
  {
    id: "partnership-ecosystem",
    path: "/partnership-ecosystem",
    aliases: [],
    nav: { group: "institutional", order: 3 },
  },
  {
    id: "scaling",
    path: "/scaling",
    aliases: [],
    nav: { group: "institutional", order: 4 },
  },
  {
    id: "implementation-timeline",
    path: "/implementation-timeline",
    aliases: [],
    nav: { group: "institutional", order: 5 },
  },
  {
    id: "evidence",
    path: "/evidence",
    aliases: [],
    nav: { group: "institutional", order: 6 },
  },
  {
    id: "community",
    path: "/community",
    aliases: [],
    nav: { group: "resources", order: 1 },
  },
  {
    id: "impact",
    path: "/impact",
    aliases: [],
    nav: { group: "resources", order: 2 },
  },
  {
    id: "engagement",
    path: "/engagement",
    aliases: ["/engagement-hub"],
    nav: { group: "resources", order: 3 },
  },
  {
    id: "education",
    path: "/education",
    aliases: ["/education-programs"],
    nav: { group: "resources", order: 4 },
  },
] as const satisfies readonly RouteEntry[];
