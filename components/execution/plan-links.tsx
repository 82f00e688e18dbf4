import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { localizePath, type Lang } from "@/lib/i18n";
import type { ExecutionLabels } from "./labels";

/** The closing section: where to check the money, track progress, or back a family. */
export function PlanLinks({ lang, labels }: { lang: Lang; labels: ExecutionLabels }) {
  return (
    <Section id="check-the-plan" title={labels.linksTitle} description={labels.linksDescription}>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={localizePath("/transparency", lang)}>
          {labels.linkTransparency}
        </ButtonLink>
        <ButtonLink href={localizePath("/dashboard", lang)} variant="outline">
          {labels.linkDashboard}
        </ButtonLink>
        <ButtonLink href={localizePath("/investment", lang)} variant="outline">
          {labels.linkInvestment}
        </ButtonLink>
      </div>
    </Section>
  );
}
