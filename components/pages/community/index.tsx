import { NextSteps } from "@/components/next-steps";
import { Info } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PageHero } from "@/components/ui/section";
import { definePage, type ViewProps } from "@/lib/page";
import { Activities } from "./activities";
import { Leaders } from "./leaders";
import { Testimonials } from "./testimonials";
import { StageBadge } from "@/components/programme/stage-badge";
import { activities, leaders, testimonials } from "@/content/community";
import { village } from "@/content/village";
import { VISION_YEAR } from "@/content/vision";
import { requestWords } from "@/lib/request-language";

/** Community voice: the village roles, illustrative voices and the planned meetings. */
function CommunityView({ village: { ledger } }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <PageHero
        eyebrow={
          <>
            <StageBadge ledger={ledger} tone="info" />
            <Badge tone="warning">{t("community.hero.illustrative")}</Badge>
          </>
        }
        title={t("route.community.title")}
        description={t("community.hero.description", { year: VISION_YEAR })}
      >
        <aside
          aria-labelledby="about-voices"
          className="flex max-w-3xl gap-3 rounded-xl border border-warning/40 bg-card p-4"
        >
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
          <div>
            <h2 id="about-voices" className="font-semibold">
              {t("community.notice.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("community.notice.body", { now: ledger.stageArg })}
            </p>
          </div>
        </aside>
      </PageHero>
      <Leaders leaders={leaders} />
      <Testimonials testimonials={testimonials} visionYear={VISION_YEAR} />
      <Activities
        ledger={ledger}
        activities={activities}
        childCount={village.population.children}
      />
      <NextSteps
        id="take-part"
        title={t("community.links.title")}
        description={t("community.links.description")}
        size="lg"
        links={[
          { path: "/investment", label: t("community.links.investment") },
          { path: "/transparency-hub-v2", label: t("community.links.transparency") },
        ]}
      />
    </>
  );
}

const page = definePage("community", CommunityView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
