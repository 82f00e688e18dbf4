import { NextSteps } from "@/components/next-steps";
import { SiteLink } from "@/components/site-link";
import { FAMILIES_INVESTED_CLAIM } from "@/content/budget";
import { engagementActivities } from "@/content/engagement/activities";
import { engagementMetricsOf } from "@/content/engagement/metrics";
import { socialProofOf } from "@/content/engagement/proof";
import { engagementVars } from "@/content/engagement/shared";
import { engagementSteps } from "@/content/engagement/steps";
import { waysToTakePart } from "@/content/engagement/ways";
import { strategyPhases } from "@/content/framework-strategy";
import { investmentTiers } from "@/content/investment";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { definePage, type ViewProps } from "@/lib/page";
import { Contact } from "./contact";
import { Give } from "./give";
import { EngagementSteps } from "./engagement-steps";
import { Metrics } from "./metrics";
import { Programmes } from "./programmes";
import { Proof } from "./proof";
import { Ways } from "./ways";
import { stageArgs } from "@/lib/stage-args";
import { requestWords } from "@/lib/request-language";

function EngagementView({ village: { ledger } }: ViewProps) {
  const { lang, t } = requestWords();
  const vars = engagementVars(lang, ledger);
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="warning">
            {t("engagement.hero.stage", {
              ...stageArgs(lang, ledger),
            })}
          </Badge>
        }
        title={t("route.engagement.title")}
        description={t("engagement.hero.description", vars)}
      >
        <nav aria-label={t("engagement.hero.jump")}>
          <ul className="flex flex-wrap gap-2">
            {waysToTakePart.map((way) => (
              <li key={way.id}>
                <SiteLink
                  href={`#${way.id}`}
                  className="inline-flex h-10 items-center rounded-full border bg-card px-4 text-sm font-medium hover:bg-accent"
                >
                  {t(`engagement.way.${way.id}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <Metrics ledger={ledger} vars={vars} metrics={engagementMetricsOf(ledger)} />
      <div className="border-y bg-muted/40">
        <Ways vars={vars} waysToTakePart={waysToTakePart} />
      </div>
      <Give ledger={ledger} tiers={investmentTiers} />
      <Contact ledger={ledger} vars={vars} />
      <EngagementSteps engagementSteps={engagementSteps} phases={strategyPhases.length} />
      <Programmes vars={vars} engagementActivities={engagementActivities} />
      <Proof
        ledger={ledger}
        vars={vars}
        proofs={socialProofOf(ledger)}
        familiesClaim={FAMILIES_INVESTED_CLAIM}
      />
      <NextSteps
        id="next-steps"
        title={t("engagement.links.title")}
        size="lg"
        links={[
          { path: "/community", label: t("engagement.links.community"), variant: "outline" },
          { path: "/investment", label: t("engagement.links.investment"), variant: "primary" },
        ]}
      />
    </>
  );
}

const page = definePage("engagement", EngagementView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
