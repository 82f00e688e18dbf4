import type { ScalingStatus } from "@/content/scaling";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Translate } from "@/lib/messages";

const tones: Record<ScalingStatus, BadgeTone> = {
  Active: "success",
  Planned: "info",
  Vision: "highlight",
};
const keys = {
  Active: "scaling.status.active",
  Planned: "scaling.status.planned",
  Vision: "scaling.status.vision",
} as const;

/** Scaling phase status (spec §4): Active, Planned or Vision. */
export function StatusBadge({ status, t }: { status: ScalingStatus; t: Translate }) {
  return <Badge tone={tones[status]}>{t(keys[status])}</Badge>;
}
