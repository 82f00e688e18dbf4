import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { qualityStandards } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/lib/messages";

export function QualityHero({ lang, t }: { lang: Lang; t: Translate }) {
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
