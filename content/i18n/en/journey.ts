import { journeySections, type JourneySectionId } from "@/content/journey";

type SectionKey = `journey.section.${JourneySectionId}.${"title" | "description"}`;

/** Section titles and descriptions come from content/journey.ts, so they are typed once. */
const sectionMessages = Object.fromEntries(
  journeySections.flatMap((s) => [
    [`journey.section.${s.id}.title`, s.title],
    [`journey.section.${s.id}.description`, s.description],
  ]),
) as Record<SectionKey, string>;

/** Messages of the visitor journey tracker (spec §2 'Journey tracker panel', §4). */
export const journey = {
  ...sectionMessages,
  "journey.title": "Your Exploration Journey",
  "journey.close": "Close journey tracker",
  "journey.progress": "{n} of {total} sections explored",
  "journey.spent": "{time} spent",
  "journey.timeExplored": "Time explored",
  "journey.visited": "Explored",
  "journey.notVisited": "Not explored yet",
  "journey.showSections": "Show sections",
  "journey.levelLabel": "Engagement level",
  "journey.level.deep": "Deep Exploration",
  "journey.level.engaged": "Engaged Explorer",
  "journey.level.active": "Active Reviewer",
  "journey.level.starting": "Getting Started",
  "journey.encourage": "You're exploring thoroughly! Ready to calculate your impact?",
  "journey.cta": "Calculate your impact",
} as const;
