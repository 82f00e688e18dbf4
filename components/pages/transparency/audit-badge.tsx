import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AuditStatus } from "@/content/ledger/derive";
import { requestWords } from "@/lib/request-language";

export type AuditWord = AuditStatus | "notDue";

const tones: Record<AuditWord, BadgeTone> = {
  pendingStart: "neutral",
  notDue: "neutral",
  inProgress: "info",
  upToDate: "success",
};

/** An audit status in words: 'Pending Start', 'In Progress', 'Up to Date' or 'Not yet due'. */
export function AuditBadge({ status }: { status: AuditWord }) {
  const { t } = requestWords();
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`transparency.audit.${status}`)}
    </Badge>
  );
}
