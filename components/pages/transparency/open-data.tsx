import { Card } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { buttonVariants } from "@/components/ui/button";
import { datasetPath, type DatasetId } from "@/lib/open-data";
import type { MessageKey, Translate } from "@/lib/messages";

type Dataset = { id: DatasetId; name: MessageKey; note?: MessageKey };

/** The page's figures, then the programme's records that the page only adds up. */
const groups: { title: MessageKey; datasets: Dataset[]; columns: string }[] = [
  {
    title: "transparency.openData.summaries",
    columns: "lg:grid-cols-3",
    datasets: [
      { id: "budget-categories", name: "transparency.openData.budget" },
      { id: "monthly-expenses", name: "transparency.openData.monthly" },
      { id: "budget-vs-actual-categories", name: "transparency.openData.budgetActualCategories" },
      { id: "budget-vs-actual-months", name: "transparency.openData.budgetActualMonths" },
      { id: "kpis", name: "transparency.openData.kpis" },
    ],
  },
  {
    title: "transparency.openData.ledger",
    columns: "lg:grid-cols-4",
    datasets: [
      { id: "expenses", name: "transparency.openData.expenses" },
      { id: "funds", name: "transparency.openData.funds", note: "transparency.openData.donors" },
      { id: "measurements", name: "transparency.openData.measurements" },
      { id: "milestones", name: "transparency.openData.milestones" },
    ],
  },
];

const formats = [
  { id: "csv", label: "transparency.openData.csv" },
  { id: "json", label: "transparency.openData.json" },
] as const;

/** Download links for the open data files (built from the same content as the page). */
export function OpenData({ t }: { t: Translate }) {
  return (
    <Section
      id="open-data"
      title={t("transparency.openData.title")}
      description={t("transparency.openData.description")}
    >
      <div className="space-y-8">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="text-lg font-semibold">{t(group.title)}</h3>
            <ul className={`mt-3 grid gap-4 sm:grid-cols-2 ${group.columns}`}>
              {group.datasets.map((d) => (
                <li key={d.id}>
                  <Card className="flex h-full flex-col">
                    <h4 className="ui-card-title">{t(d.name)}</h4>
                    {d.note && <p className="mt-2 text-sm text-muted-foreground">{t(d.note)}</p>}
                    <div className="mt-auto flex flex-wrap gap-2 pt-4">
                      {formats.map((f) => (
                        // Plain <a>: these are files, not pages, and `download` saves them.
                        <a
                          key={f.id}
                          href={datasetPath(d.id, f.id)}
                          download={`${d.id}.${f.id}`}
                          aria-label={t("transparency.openData.download", {
                            name: t(d.name),
                            format: t(f.label),
                          })}
                          className={buttonVariants({ variant: "outline", size: "sm" })}
                        >
                          {t(f.label)}
                        </a>
                      ))}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
