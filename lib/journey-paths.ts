import type { JourneySection } from "@/content/journey";
import type { SectionPaths } from "@/lib/journey";
import { routeById } from "@/lib/routes";

/**
 * Every language-free path that completes a journey section: the section's page and its aliases.
 * Built on the server and handed to the tracker island, which then needs no route table.
 */
export function journeySectionPaths(
  sections: readonly Pick<JourneySection, "id" | "routeId">[],
): SectionPaths {
  return Object.fromEntries(
    sections.flatMap((section) => {
      const route = routeById(section.routeId);
      return [route.path, ...route.aliases].map((path) => [path, section.id]);
    }),
  );
}
