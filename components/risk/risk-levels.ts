import type { RiskLevel } from "@/content/risks";
import type { MessageKey } from "@/lib/messages";

/** Dictionary key of a level: "risk-management.level.high". */
export function levelKey(level: RiskLevel): MessageKey {
  return `risk-management.level.${level.toLowerCase() as "low" | "medium" | "high"}`;
}

export type SeverityBand = "low" | "medium" | "high";

/** A matrix cell's band from its severity score (0-4): the two corners and the diagonal between. */
export function severityBand(score: number): SeverityBand {
  if (score <= 1) return "low";
  if (score === 2) return "medium";
  return "high";
}
