import { NextSteps } from "@/components/next-steps";
import { SiteLink } from "@/components/site-link";
import { waysToTakePart } from "@/content/engagement/ways";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";
import { Contact } from "./contact";
import { EngagementSteps } from "./engagement-steps";
import { Metrics } from "./metrics";
import { Programmes } from "./programmes";
import { Proof } from "./proof";
import { Ways } from "./ways";
import { engagementVars } from "@/content/engagement/shared";
import { stageArgs } from "@/lib/stage-args";

function EngagementView({ lang, village: { ledger } }: ViewProps) {
  const t = translator(lang);
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="warning">
            {t("engagement.hero.stage", {
              ...stageArgs(lang),
            })}
          </Badge>
        }
        title={t("route.engagement.title")}
        description={t("engagement.hero.description", engagementVars(lang, ledger))}
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
      <Metrics lang={lang} t={t} ledger={ledger} />
      <div className="border-y bg-muted/40">
        <Ways lang={lang} t={t} ledger={ledger} />
      </div>
      <Contact lang={lang} t={t} ledger={ledger} />
      <EngagementSteps lang={lang} t={t} />
      <Programmes lang={lang} t={t} ledger={ledger} />
      <Proof lang={lang} t={t} ledger={ledger} />
      <NextSteps
        id="next-steps"
        title={t("engagement.links.title")}
        lang={lang}
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
