import { ArrowRight } from "lucide-react";
import { RiskMatrix } from "@/components/risk/risk-matrix";
import { RiskTable } from "@/components/risk/risk-table";
import type { RiskRegister } from "@/components/risk/risk-text";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { localizePath } from "@/lib/i18n";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** Risk Management tab: the same matrix and register as /risk-management. */
export function RiskTab({ ledger, register }: PartProps & { register: RiskRegister }) {
  const { lang, t } = requestWords();
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-muted-foreground">{t("implementation-timeline.risks.intro")}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
        <Card>
          <h3 className="mb-3 text-lg font-semibold">{t("risk-management.matrix.title")}</h3>
          <RiskMatrix register={register} />
        </Card>
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{t("risk-management.matrix.description")}</p>
          <ButtonLink href={localizePath("/risk-management", lang)} variant="outline">
            {t("implementation-timeline.risks.open")}
            <ArrowRight aria-hidden />
          </ButtonLink>
        </div>
      </div>
      <div>
        <h3 className="text-lg font-semibold">{t("risk-management.table.title")}</h3>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          {t("risk-management.table.description")}
        </p>
        <RiskTable ledger={ledger} register={register} />
      </div>
    </div>
  );
}
