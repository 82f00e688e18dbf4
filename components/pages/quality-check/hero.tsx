import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { qualityStandards } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

export function QualityHero() {
  const { lang, t } = requestWords();
  return (
    <PageHero
      eyebrow={
        <>
          <Badge tone="highlight">
            <ShieldCheck aria-hidden className="size-3.5" />
            {t("quality-check.hero.eyebrow")}
          </Badge>
          <Badge tone="info" className="whitespace-normal">
            {t("quality-check.hero.standard", {
              score: formatNumber(qualityStandards.overallScore, lang),
              critical: formatNumber(qualityStandards.criticalIssues, lang),
            })}
          </Badge>
        </>
      }
      title={t("quality-check.hero.title")}
      description={t("quality-check.hero.description")}
    />
  );
}
