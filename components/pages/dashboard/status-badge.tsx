import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ProgressStatus } from "@/content/kpis";
import type { Translate } from "@/lib/messages";

/** Spec §4: planned, active and completed show grey, blue and green. */
const tones: Record<ProgressStatus, BadgeTone> = {
  planned: "neutral",
  active: "info",
  completed: "success",
};

export function StatusBadge({ status, t }: { status: ProgressStatus; t: Translate }) {
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`dashboard.status.${status}`)}
    </Badge>
  );
}
