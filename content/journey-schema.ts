// Not in the content registry: schemas only.
import { z } from "zod";
import { journeySectionIds, journeySections } from "@/content/journey";
import { routes, type RouteId } from "@/lib/routes";

const routeIds = routes.map((r) => r.id) as [RouteId, ...RouteId[]];

/** A journey section (spec §3 'Journey step', fixed part). */
export const sectionSchema = z.object({
  id: z.enum(journeySectionIds),
  routeId: z.enum(routeIds),
});

/** Parsed where it is imported (lib/chrome-figures.ts, read by every layout), so bad content fails the build. */
export const validatedJourneySections = z
  .array(sectionSchema)
  .length(journeySectionIds.length)
  .parse(journeySections);
