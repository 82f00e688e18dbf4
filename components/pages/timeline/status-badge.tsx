import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TimelineStatus } from "@/content/timeline";
import type { Translate } from "@/lib/messages";

const tones: Record<TimelineStatus, BadgeTone> = {
  upcoming: "info",
  active: "highlight",
  completed: "success",
};

/** Spec §4: timeline phases and quarters show their status; 'upcoming' reads 'Upcoming'. */
export function StatusBadge({ status, t }: { status: TimelineStatus; t: Translate }) {
  return <Badge tone={tones[status]}>{t(`timeline.status.${status}`)}</Badge>;
}
