import { Badge, type BadgeTone } from "@/components/ui/badge";
import { STAGE_ARG } from "@/content/ledger";
import type { Lang } from "@/lib/i18n";
import { stageText } from "@/lib/stage";

const tones: Record<typeof STAGE_ARG, BadgeTone> = {
  pre: "warning",
  implementation: "info",
  completed: "success",
};

/** The programme's stage from content/actuals/status.json, as a badge. */
export function StageBadge({ lang }: { lang: Lang }) {
  return (
    <Badge tone={tones[STAGE_ARG]} data-stage={STAGE_ARG}>
      {stageText(lang, "label")}
    </Badge>
  );
}
