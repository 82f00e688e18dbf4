import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { IATI_VERSION } from "@/lib/funders/iati";
import { IATI_PATH } from "@/lib/funders/iati-paths";
import type { VillageSnapshot } from "@/lib/programme";
import { requestWords } from "@/lib/request-language";

/**
 * The open-data section's IATI entry (issue 43): the file's link once the pilot's status.json
 * publishes the organisation that reports it, the reason while it does not; and how the programme
 * reads each budget category as an OECD DAC purpose, which the file's sectors use.
 */
export function IatiEntry({ village }: { village: VillageSnapshot }) {
  const { t } = requestWords();
  const offered = village.actuals.status.organisation !== undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0" data-iati={offered ? "offered" : "not-offered"}>
        <h3 className="ui-card-title">{t("transparency.iati.title")}</h3>
        {offered ? (
          <>
            <p className="mt-2 text-sm">
              {t("transparency.iati.description", { version: IATI_VERSION })}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{t("transparency.iati.languages")}</p>
            <a
              href={IATI_PATH}
              download="iati-activities.xml"
              aria-label={t("transparency.iati.download")}
              className={`mt-4 ${buttonVariants({ variant: "outline", size: "sm" })}`}
            >
              {t("transparency.iati.format")}
            </a>
          </>
        ) : (
          <p className="mt-2 text-sm">{t("transparency.iati.notOffered")}</p>
        )}
      </Card>
      <Card className="min-w-0">
        <h3 className="ui-card-title">{t("transparency.iati.dac.title")}</h3>
        <p className="mt-2 text-sm text-muted-foreground">{t("transparency.iati.dac.note")}</p>
        <div className="mt-4">
          <DataTable
            caption={t("transparency.iati.dac.title")}
            rowHeaders
            columns={[
              { header: t("transparency.iati.dac.category") },
              { header: t("transparency.iati.dac.code"), className: "whitespace-nowrap" },
              { header: t("transparency.iati.dac.purpose") },
            ]}
            rows={village.plan.budgetCategories.map((c) => ({
              key: c.id,
              cells: [t(`transparency.budget.${c.id}`), `DAC ${c.dac}`, t(`funders.dac.${c.dac}`)],
            }))}
          />
        </div>
      </Card>
    </div>
  );
}
