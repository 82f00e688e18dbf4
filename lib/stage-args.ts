import { formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Ledger } from "@/lib/programme";

/**
 * What the pages' stage sentences select on and name: `now`, a village's stage from its ledger
 * (pre, implementation or completed), and the quarter work started in, formatted for the
 * language, as `quarter` (and `launch`, the name some pages' messages use).
 */
export function stageArgs(lang: Lang, ledger: Pick<Ledger, "stageArg" | "launchQuarter">) {
  const quarter = formatQuarter(ledger.launchQuarter, lang);
  return { now: ledger.stageArg, quarter, launch: quarter };
}
