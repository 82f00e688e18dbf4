import { Card } from "@/components/ui/card";
import { DatasetDownloads } from "@/components/dataset-downloads";
import { formatRupees } from "@/lib/format";
import { openDatasets, type DatasetId } from "@/lib/open-data";
import { fileTotals } from "@/lib/open-data/totals";
import type { MessageKey, Translate } from "@/lib/messages";
import type { VillageSnapshot } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/** The line under a file's name: what the file itself adds up to, and why where the page differs. */
export function fileTotalText(
  id: DatasetId,
  t: Translate,
  village: VillageSnapshot,
  planTotal: number,
): string {
  const { message, rupees, counts, choices } = fileTotals[id](
    openDatasets(village)[id].rows,
    village.ledger,
    planTotal,
  );
  const money = Object.fromEntries(
    Object.entries(rupees).map(([k, v]) => [k, formatRupees(v, t.lang)]),
  );
  return t(message, { ...money, ...counts, ...choices });
}

/** One open-data file: its name, its total, a note, and its CSV and JSON downloads. */
export function OpenDataCard({
  id,
  name,
  note,
  village,
  planTotal,
}: {
  id: DatasetId;
  name: MessageKey;
  note?: MessageKey;
  village: VillageSnapshot;
  /** The plan's total, which the budget file's line sets its categories against. */
  planTotal: number;
}) {
  const { t } = requestWords();
  return (
    <Card className="flex h-full flex-col">
      <h4 className="ui-card-title">{t(name)}</h4>
      <p className="mt-2 text-sm" data-file-total={id}>
        {fileTotalText(id, t, village, planTotal)}
      </p>
      {note && <p className="mt-2 text-sm text-muted-foreground">{t(note)}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <DatasetDownloads
          id={id}
          label={(format) => t("transparency.openData.download", { name: t(name), format })}
        />
      </div>
    </Card>
  );
}
