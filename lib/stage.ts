import { STAGE_ARG, LAUNCH_QUARTER } from "@/content/ledger";
import { formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";

/**
 * The programme's stage in a page's words, from content/actuals/status.json: "Pre-implementation ·
 * launch Q4 2025", "Under way since Q4 2025" or "Completed". `label` gives the stage's name alone.
 */
export function stageText(lang: Lang, form: "line" | "label" = "line"): string {
  const t = translator(lang);
  return t(`ledger.stage.${form}`, {
    stage: STAGE_ARG,
    quarter: formatQuarter(LAUNCH_QUARTER, lang),
  });
}
