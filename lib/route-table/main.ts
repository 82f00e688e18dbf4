import type { RouteEntry } from "./entry";

/** The five pages of the header's main navigation, in its order. */
export const mainRoutes = [
  {
    id: "home",
    path: "/",
    aliases: [],
    nav: { group: "main", order: 1 },
  },
  {
    id: "our-plan",
    path: "/our-plan",
    aliases: ["/transformation-framework"],
    nav: { group: "main", order: 2 },
  },
  {
    id: "investment",
    path: "/investment",
    aliases: [],
    nav: { group: "main", order: 3 },
  },
  {
    id: "dashboard",
    path: "/dashboard",
    aliases: ["/progress", "/dashboard-v2"],
    nav: { group: "main", order: 4 },
  },
  {
    id: "transparency",
    path: "/transparency",
    aliases: ["/transparency-hub", "/transparency-hub-v2"],
    nav: { group: "main", order: 5 },
  },
] as const satisfies readonly RouteEntry[];
