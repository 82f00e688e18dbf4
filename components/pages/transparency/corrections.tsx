import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { correctionsOf } from "@/content/ledger/public-history";
import type { Actuals } from "@/content/ledger/read";
import { correctionTexts } from "@/lib/corrections-text";
import { requestWords } from "@/lib/request-language";

/** Each correction of a published figure: what it corrects, by how much and why. */
export function Corrections({ actuals }: { actuals: Actuals }) {
  const { t } = requestWords();
  const k = "transparency.financial.corrections" as const;
  const rows = correctionTexts(t, correctionsOf(actuals));
  return (
    <Card>
      <CardTitle>{t(`${k}.title`)}</CardTitle>
      <CardDescription>{t(`${k}.description`)}</CardDescription>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm">{t(`${k}.none`)}</p>
      ) : (
        <div className="mt-4">
          <DataTable
            caption={t(`${k}.title`)}
            rowHeaders
            columns={[
              { header: t(`${k}.col.date`), className: "whitespace-nowrap" },
              { header: t(`${k}.col.corrects`) },
              { header: t(`${k}.col.change`), numeric: true },
              { header: t(`${k}.col.reason`) },
            ]}
            rows={rows.map((c, i) => ({
              key: `${c.date}-${i}`,
              cells: [c.day, c.original, c.change, c.reason],
            }))}
          />
        </div>
      )}
    </Card>
  );
}
