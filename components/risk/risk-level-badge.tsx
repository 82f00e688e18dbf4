import { Badge } from "@/components/ui/badge";
import type { RiskLevel } from "@/content/risks";
import type { Translate } from "@/lib/messages";
import { levelKey, levelTone } from "./risk-levels";

/** Low, Medium or High, coloured green, amber or red and always written out. */
export function RiskLevelBadge({ level, t }: { level: RiskLevel; t: Translate }) {
  return <Badge tone={levelTone[level]}>{t(levelKey(level))}</Badge>;
}
