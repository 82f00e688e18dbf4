import { Download } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { buttonVariants } from "@/components/ui/button";
import { datasetPath, type DatasetId } from "@/lib/open-data";
import type { MessageKey, Translate } from "@/lib/messages";

const datasets: { id: DatasetId; name: MessageKey }[] = [
  { id: "budget-categories", name: "transparency.openData.budget" },
  { id: "monthly-expenses", name: "transparency.openData.monthly" },
  { id: "kpis", name: "transparency.openData.kpis" },
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
      <ul className="grid gap-4 md:grid-cols-3">
        {datasets.map((d) => (
          <li key={d.id}>
            <Card className="h-full">
              <CardTitle>{t(d.name)}</CardTitle>
              <div className="mt-4 flex flex-wrap gap-2">
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
                    <Download aria-hidden />
                    {t(f.label)}
                  </a>
                ))}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
