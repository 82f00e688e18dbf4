import type { EngagementLevel } from "@/content/engagement/shared";
import type { MessageKey } from "@/lib/messages";

const keys = {
  "Very High": "engagement.level.veryHigh",
  High: "engagement.level.high",
  Medium: "engagement.level.medium",
} as const satisfies Record<EngagementLevel, MessageKey>;

/** Dictionary key of an engagement level (spec §4): Very High, High or Medium. */
export function levelKey(level: EngagementLevel): MessageKey {
  return keys[level];
}
