import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import type { qualityStandards } from "@/content/quality";
import { formatNumber } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

/** The hero's badge: the score a deployment needs and the critical issues it allows. */
export function QualityHero({
  standards,
}: {
  standards: Pick<typeof qualityStandards, "overallScore" | "criticalIssues">;
}) {
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
              score: formatNumber(standards.overallScore, lang),
              critical: formatNumber(standards.criticalIssues, lang),
            })}
          </Badge>
        </>
      }
      title={t("quality-check.hero.title")}
      description={t("quality-check.hero.description")}
    />
  );
}
