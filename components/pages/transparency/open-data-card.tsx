import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button";
import { formatRupees } from "@/lib/format";
import { datasetPath, openDatasets, type DatasetId } from "@/lib/open-data";
import { fileTotals } from "@/lib/open-data/totals";
import type { MessageKey, Translate } from "@/lib/messages";
import type { VillageSnapshot } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

const formats = [
  { id: "csv", label: "transparency.openData.csv" },
  { id: "json", label: "transparency.openData.json" },
] as const;

/** The line under a file's name: what the file itself adds up to, and why where the page differs. */
export function fileTotalText(id: DatasetId, t: Translate, village: VillageSnapshot): string {
  const { message, rupees, counts, choices } = fileTotals[id](
    openDatasets(village)[id].rows,
    village.ledger,
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
}: {
  id: DatasetId;
  name: MessageKey;
  note?: MessageKey;
  village: VillageSnapshot;
}) {
  const { t } = requestWords();
  return (
    <Card className="flex h-full flex-col">
      <h4 className="ui-card-title">{t(name)}</h4>
      <p className="mt-2 text-sm" data-file-total={id}>
        {fileTotalText(id, t, village)}
      </p>
      {note && <p className="mt-2 text-sm text-muted-foreground">{t(note)}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {formats.map((f) => (
          // Plain <a>: these are files, not pages, and `download` saves them.
          <a
            key={f.id}
            href={datasetPath(id, f.id)}
            download={`${id}.${f.id}`}
            aria-label={t("transparency.openData.download", {
              name: t(name),
              format: t(f.label),
            })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t(f.label)}
          </a>
        ))}
      </div>
    </Card>
  );
}
