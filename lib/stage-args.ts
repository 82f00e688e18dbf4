import { STAGE_ARG, LAUNCH_QUARTER } from "@/content/ledger";
import { formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/**
 * What the pages' stage sentences select on and name: `now`, the stage from
 * content/actuals/status.json (pre, implementation or completed), and the launch quarter,
 * formatted for the language, as `quarter` (and `launch`, the name some pages' messages use).
 */
export function stageArgs(lang: Lang) {
  const quarter = formatQuarter(LAUNCH_QUARTER, lang);
  return { now: STAGE_ARG, quarter, launch: quarter };
}
