import { formatQuarter } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import type { Ledger } from "@/lib/programme";

/**
 * A village's stage in a page's words, from its ledger (its status.json and first record):
 * "Pre-implementation · launch Q4 2025", "Under way since Q4 2025" or "Completed".
 * `label` gives the stage's name alone.
 */
export function stageText(
  lang: Lang,
  form: "line" | "label",
  { stageArg, launchQuarter }: Pick<Ledger, "stageArg" | "launchQuarter">,
): string {
  const t = translator(lang);
  return t(`ledger.stage.${form}`, {
    stage: stageArg,
    quarter: formatQuarter(launchQuarter, lang),
  });
}
