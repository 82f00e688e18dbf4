import { JourneyTracker } from "@/components/journey/journey-tracker";
import { engagementLevelIds, type JourneySection } from "@/content/journey";
import { localizePath } from "@/lib/i18n";
import { journeySectionPaths } from "@/lib/journey-paths";
import { routeById } from "@/lib/routes";
import { requestWords } from "@/lib/request-language";

/** What the journey card counts by, from the content: its sections and when it encourages. */
export interface JourneyFigures {
  sections: readonly Pick<JourneySection, "id" | "routeId">[];
  /** Completed sections from which the card encourages the visitor to invest. */
  encourageAt: number;
}

/** Translates the tracker's strings on the server, so the island ships no dictionary. */
export function JourneySlot({ journey }: { journey: JourneyFigures }) {
  const { sections: journeySections, encourageAt } = journey;
  const { lang, t } = requestWords();
  return (
    <JourneyTracker
      text={{
        title: t("journey.title"),
        close: t("journey.close"),
        // Hindi agrees with the count ("1 हिस्सा देखा", "2 हिस्से देखे"): one line per count.
        progress: Array.from({ length: journeySections.length + 1 }, (_, n) =>
          t("journey.progress", { n, total: journeySections.length }),
        ),
        spent: t.template("journey.spent"),
        timeExplored: t("journey.timeExplored"),
        visited: t("journey.visited"),
        notVisited: t("journey.notVisited"),
        showSections: t("journey.showSections"),
        levelLabel: t("journey.levelLabel"),
        encourage: t("journey.encourage"),
        cta: t("journey.cta"),
      }}
      levels={
        Object.fromEntries(
          engagementLevelIds.map((id) => [id, t(`journey.level.${id}`)]),
        ) as Record<(typeof engagementLevelIds)[number], string>
      }
      sections={journeySections.map((s) => ({
        id: s.id,
        title: t(`journey.section.${s.id}.title`),
        description: t(`journey.section.${s.id}.description`),
      }))}
      encourageAt={encourageAt}
      ctaHref={localizePath(routeById("investment").path, lang)}
      sectionPaths={journeySectionPaths(journeySections)}
    />
  );
}
