import type { ScalingStatus } from "@/content/scaling";
import type { MessageKey } from "@/lib/messages";

/** Dictionary key of a scaling phase's status: "scaling.status.active". */
export function statusKey(status: ScalingStatus): MessageKey {
  return `scaling.status.${status.toLowerCase() as Lowercase<ScalingStatus>}`;
}
