import { formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { getPilot, type VillageSnapshot } from "@/lib/programme";

/**
 * What the pages' stage sentences select on and name: `now`, a village's stage from its
 * status.json (pre, implementation or completed; the pilot's unless another village is given),
 * and the launch quarter, formatted for the language, as `quarter` (and `launch`, the name some
 * pages' messages use).
 */
export function stageArgs(lang: Lang, village: VillageSnapshot = getPilot()) {
  const quarter = formatQuarter(village.ledger.launchQuarter, lang);
  return { now: village.ledger.stageArg, quarter, launch: quarter };
}
