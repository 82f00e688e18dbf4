import type { ComponentProps } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { EngagementLevel } from "@/content/engagement/shared";
import type { RoadmapStatus } from "@/content/execution/schema";
import type { ProgressStatus } from "@/content/kpi-schema";
import type { RiskLevel } from "@/content/risks";
import type { ScalingStatus } from "@/content/scaling";
import type { TimelineStatus } from "@/content/timeline";
import type { QuarterStatus } from "@/content/timeline-quarters";

/** The colour of every status the site shows (spec §4), by what kind of status it is. */
export const statusTones = {
  progress: { planned: "neutral", active: "info", completed: "success" },
  roadmap: { planned: "neutral", "in-progress": "info" },
  timeline: { upcoming: "info", active: "highlight", completed: "success", ended: "neutral" },
  engagement: { "Very High": "success", High: "info", Medium: "neutral" },
  scaling: { Active: "success", Planned: "info", Vision: "highlight" },
  risk: { Low: "success", Medium: "warning", High: "danger" },
} as const satisfies {
  progress: Record<ProgressStatus, BadgeTone>;
  roadmap: Record<RoadmapStatus, BadgeTone>;
  timeline: Record<TimelineStatus | QuarterStatus, BadgeTone>;
  engagement: Record<EngagementLevel, BadgeTone>;
  scaling: Record<ScalingStatus, BadgeTone>;
  risk: Record<RiskLevel, BadgeTone>;
};

export type StatusKind = keyof typeof statusTones;

type StatusBadgeProps<K extends StatusKind> = ComponentProps<"span"> & {
  kind: K;
  status: keyof (typeof statusTones)[K];
};

/** A status written out in words (the children), coloured by its kind's tone map. */
export function StatusBadge<K extends StatusKind>({ kind, status, ...props }: StatusBadgeProps<K>) {
  const tones: Record<PropertyKey, BadgeTone> = statusTones[kind];
  return <Badge tone={tones[status]} {...props} />;
}
