import { formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { getPilot, type VillageSnapshot } from "@/lib/programme";

/**
 * A village's stage in a page's words, from its status.json (the pilot's unless another village
 * is given): "Pre-implementation · launch Q4 2025", "Under way since Q4 2025" or "Completed".
 * `label` gives the stage's name alone.
 */
export function stageText(
  lang: Lang,
  form: "line" | "label" = "line",
  village: VillageSnapshot = getPilot(),
): string {
  const t = translator(lang);
  const { stageArg, launchQuarter } = village.ledger;
  return t(`ledger.stage.${form}`, {
    stage: stageArg,
    quarter: formatQuarter(launchQuarter, lang),
  });
}
