import { routes, type RouteId } from "@/lib/routes";

export type RouteMessageKey =
  | `route.${RouteId}.title`
  | `route.${RouteId}.summary`
  | `route.${RouteId}.description`
  | `nav.${RouteId}`;

/** English route texts come from the route table itself, so they are typed once. */
export const routeMessages = Object.fromEntries(
  routes.flatMap((r) => [
    [`route.${r.id}.title`, r.title],
    [`route.${r.id}.summary`, r.summary],
    [`route.${r.id}.description`, r.description],
    [`nav.${r.id}`, "nav" in r ? r.nav.label : r.title],
  ]),
) as Record<RouteMessageKey, string>;
