import { Badge, type BadgeTone } from "@/components/ui/badge";
import { getPilot } from "@/lib/programme";
import { stageText } from "@/lib/stage";
import { requestWords } from "@/lib/request-language";

/**
 * The programme's stage as a badge (the pilot's status.json through lib/programme, in
 * lib/stage.ts's words): the page's own tone before work starts, then one tone for work under way
 * and one for completed. A view, not a primitive: it reads the programme and the messages.
 */
export function StageBadge({
  form = "line",
  tone = "warning",
}: {
  form?: "line" | "label";
  /** The tone while the programme is in pre-implementation. */
  tone?: BadgeTone;
}) {
  const { lang } = requestWords();
  const { stageArg } = getPilot().ledger;
  const tones: Record<typeof stageArg, BadgeTone> = {
    pre: tone,
    implementation: "primary",
    completed: "success",
  };
  return <Badge tone={tones[stageArg]}>{stageText(lang, form)}</Badge>;
}
