import { PiggyBank } from "lucide-react";
import { FactCard } from "@/components/impact/fact-card";
import { Card } from "@/components/ui/card";
import type { savings } from "@/content/impact-pages/telemedicine";
import { formatThousands } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

type Saving = (typeof savings)[number];

/** Four annual savings in thousands of rupees (spec §9), and their total as the page gives it. */
export function Savings({
  savings,
  total,
}: {
  savings: Saving[];
  /** Their sum, a year. */
  total: number;
}) {
  const { lang, t } = requestWords();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {savings.map((s) => (
          <FactCard
            key={s.id}
            title={t(`telemedicine-impact.saving.${s.id}`)}
            figure={
              <>
                {formatThousands(s.annualSavings, lang)}{" "}
                <span className="text-sm font-medium text-muted-foreground">
                  {t("telemedicine-impact.savings.perYear")}
                </span>
              </>
            }
            description={t(`telemedicine-impact.saving.${s.id}.description`)}
          />
        ))}
      </div>
      <Card className="flex flex-wrap items-center justify-between gap-4 border-2 border-primary bg-accent/40">
        <div className="flex items-center gap-3">
          <PiggyBank aria-hidden className="size-8 shrink-0 text-primary" />
          <div>
            <h3 className="text-lg font-semibold">{t("telemedicine-impact.savings.total")}</h3>
            <p className="text-sm text-muted-foreground">
              {t("telemedicine-impact.savings.totalNote", { count: savings.length })}
            </p>
          </div>
        </div>
        <p className="text-4xl font-bold text-primary tabular-nums">
          {formatThousands(total, lang)}
        </p>
      </Card>
    </div>
  );
}
