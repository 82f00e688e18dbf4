import { FigureNotes } from "@/components/figure-notes";
import { Card } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { buttonVariants } from "@/components/ui/button";
import type { VillageSnapshot } from "@/lib/programme";
import { formatDate } from "@/lib/format";
import { TEMPLATE_PATH } from "@/lib/open-data/template-sheets";
import type { DatasetId } from "@/lib/open-data";
import type { MessageKey } from "@/lib/messages";
import { IatiEntry } from "./iati-entry";
import { OpenDataCard } from "./open-data-card";
import { datasetNames } from "@/components/dataset-names";
import { requestWords } from "@/lib/request-language";

type Dataset = { id: DatasetId; note?: MessageKey };

/** The page's figures, then the programme's records that the page only adds up. */
const groups: { title: MessageKey; note?: MessageKey; datasets: Dataset[]; columns: string }[] = [
  {
    title: "transparency.openData.summaries",
    columns: "lg:grid-cols-3",
    datasets: [
      { id: "budget-categories" },
      { id: "monthly-expenses" },
      { id: "budget-vs-actual-categories" },
      { id: "budget-vs-actual-months" },
      { id: "kpis" },
      { id: "csr-categories" },
    ],
  },
  {
    title: "transparency.openData.ledger",
    note: "transparency.openData.teamColumns",
    columns: "lg:grid-cols-4",
    datasets: [
      { id: "expenses" },
      { id: "funds", note: "transparency.openData.donors" },
      { id: "measurements" },
      { id: "milestones" },
    ],
  },
];

/** Download links for the open data files (built from the same content as the page). */
export function OpenData({
  village,
  total,
}: {
  village: VillageSnapshot;
  /** The plan's whole budget, which the budget file's sum is set beside (its note). */
  total: number;
}) {
  const { t } = requestWords();
  const { ledger } = village;
  return (
    <Section
      id="open-data"
      title={t("transparency.openData.title")}
      description={t("transparency.openData.description")}
    >
      <div className="space-y-2 text-sm text-muted-foreground">
        <p data-as-of={ledger.asOf}>
          {t("transparency.openData.asOf", { date: formatDate(ledger.asOf, t.lang) })}
        </p>
        <p>{t("transparency.openData.safe")}</p>
      </div>
      <div className="mt-6 space-y-8">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="text-lg font-semibold">{t(group.title)}</h3>
            {group.note && <p className="mt-1 text-sm text-muted-foreground">{t(group.note)}</p>}
            <ul className={`mt-3 grid gap-4 sm:grid-cols-2 ${group.columns}`}>
              {group.datasets.map((d) => (
                <li key={d.id}>
                  <OpenDataCard
                    id={d.id}
                    name={datasetNames[d.id]}
                    note={d.note}
                    village={village}
                    planTotal={total}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <IatiEntry village={village} />
        <Card>
          <h3 className="ui-card-title">{t("transparency.openData.template.title")}</h3>
          <p className="mt-2 text-sm">{t("transparency.openData.template.description")}</p>
          <a
            href={TEMPLATE_PATH}
            download="accounts-template.xlsx"
            aria-label={t("transparency.openData.template.download")}
            className={`mt-4 ${buttonVariants({ variant: "outline", size: "sm" })}`}
          >
            {t("transparency.openData.template.format")}
          </a>
        </Card>
      </div>
      <FigureNotes ledger={ledger} figures={[{ measure: "investment.total", shown: total }]} />
    </Section>
  );
}
