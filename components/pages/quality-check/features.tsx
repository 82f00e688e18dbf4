import { BookCheck, Calculator, Clock, Languages, Link2, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatNumber } from "@/lib/format";
import { languages } from "@/lib/i18n";
import { UNVERIFIED_DAYS } from "@/lib/quality/ledger";
import { checkCategories, type CheckCategory } from "@/lib/quality/types";
import { requestWords } from "@/lib/request-language";

const icons: Record<CheckCategory, LucideIcon> = {
  Figures: Calculator,
  Ledger: BookCheck,
  Links: Link2,
  Languages: Languages,
  Service: Clock,
};

/** One card per check category: what the server checks. */
export function QualityFeatures({
  apiResponseMs,
}: {
  /** The API response time to stay under, which the Service card states. */
  apiResponseMs: number;
}) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="features"
      title={t("quality-check.features.title")}
      description={t("quality-check.features.description")}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {checkCategories.map((category) => {
          const Icon = icons[category];
          return (
            <Card key={category}>
              <Icon aria-hidden className="size-6 text-primary" />
              <CardTitle className="mt-3">{t(`quality-check.category.${category}`)}</CardTitle>
              <CardDescription>
                {t(`quality-check.features.${category}`, {
                  ms: formatNumber(apiResponseMs, lang),
                  languages: languages.length,
                  days: formatNumber(UNVERIFIED_DAYS, lang),
                })}
              </CardDescription>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
