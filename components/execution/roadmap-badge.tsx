import { Badge } from "@/components/ui/badge";
import { roadmapStatus } from "@/content/execution/schema";

/** 'In Progress' above 0% progress, otherwise 'Planned' (spec §4); Planned is grey. */
export function RoadmapBadge({
  progress,
  planned,
  inProgress,
}: {
  progress: number;
  planned: string;
  inProgress: string;
}) {
  return roadmapStatus(progress) === "in-progress" ? (
    <Badge tone="info">{inProgress}</Badge>
  ) : (
    <Badge tone="neutral">{planned}</Badge>
  );
}
