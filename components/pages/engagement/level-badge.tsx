import type { EngagementLevel } from "@/content/engagement/shared";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Translate } from "@/lib/messages";

const tones: Record<EngagementLevel, BadgeTone> = {
  "Very High": "success",
  High: "info",
  Medium: "neutral",
};
const keys = {
  "Very High": "engagement.level.veryHigh",
  High: "engagement.level.high",
  Medium: "engagement.level.medium",
} as const;

/** Engagement level (spec §4): Very High, High or Medium. */
export function LevelBadge({ level, t }: { level: EngagementLevel; t: Translate }) {
  return <Badge tone={tones[level]}>{t(keys[level])}</Badge>;
}
