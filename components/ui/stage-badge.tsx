import { Badge, type BadgeTone } from "@/components/ui/badge";
import { STAGE_ARG } from "@/content/ledger";
import type { Lang } from "@/lib/i18n";
import { stageText } from "@/lib/stage";

/**
 * The programme's stage as a badge (content/actuals/status.json, in lib/stage.ts's words): the
 * page's own tone before work starts, then one tone for work under way and one for completed.
 */
export function StageBadge({
  lang,
  form = "line",
  tone = "warning",
}: {
  lang: Lang;
  form?: "line" | "label";
  /** The tone while the programme is in pre-implementation. */
  tone?: BadgeTone;
}) {
  const tones: Record<typeof STAGE_ARG, BadgeTone> = {
    pre: tone,
    implementation: "primary",
    completed: "success",
  };
  return <Badge tone={tones[STAGE_ARG]}>{stageText(lang, form)}</Badge>;
}
