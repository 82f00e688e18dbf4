import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Ledger } from "@/lib/programme";
import { stageText } from "@/lib/stage";
import { requestWords } from "@/lib/request-language";

/**
 * A village's stage as a badge (from the ledger the page is given, in lib/stage.ts's words): the
 * page's own tone before work starts, then one tone for work under way and one for completed.
 * A view, not a primitive: it reads the messages.
 */
export function StageBadge({
  ledger,
  form = "line",
  tone = "warning",
}: {
  /** The village's ledger: its stage and the quarter work started in. */
  ledger: Pick<Ledger, "stageArg" | "launchQuarter">;
  form?: "line" | "label";
  /** The tone while the programme is in pre-implementation. */
  tone?: BadgeTone;
}) {
  const { lang } = requestWords();
  const { stageArg } = ledger;
  const tones: Record<typeof stageArg, BadgeTone> = {
    pre: tone,
    implementation: "primary",
    completed: "success",
  };
  return <Badge tone={tones[stageArg]}>{stageText(lang, form, ledger)}</Badge>;
}
