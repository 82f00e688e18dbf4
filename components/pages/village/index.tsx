import { Section } from "@/components/ui/section";
import { ChecksSection } from "@/components/village/checks";
import { Facts } from "@/components/village/facts";
import { Money } from "@/components/village/money";
import { Plan } from "@/components/village/plan";
import { Measurements, Milestones } from "@/components/village/progress";
import { VillageHero } from "@/components/village/hero";
import { defineVillagePage, type ViewProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";

function VillageView({ village }: ViewProps) {
  const { t } = requestWords();
  return (
    <>
      <VillageHero village={village} section="" />
      <Section id="money" title={t("villagePage.money.title")}>
        <div className="mt-6">
          <Money village={village} />
        </div>
      </Section>
      <Section id="facts" title={t("villagePage.facts.title")} className="border-t">
        <div className="mt-6">
          <Facts village={village} />
        </div>
      </Section>
      <Section id="plan" title={t("villagePage.plan.title")} className="border-t">
        <Plan village={village} />
      </Section>
      <Section id="measurements" title={t("villagePage.kpis.title")} className="border-t">
        <Measurements village={village} />
      </Section>
      <Section id="milestones" title={t("villagePage.milestones.title")} className="border-t">
        <Milestones village={village} />
      </Section>
      <ChecksSection village={village} />
    </>
  );
}

const page = defineVillagePage(VillageView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
export const PilotPage = page.PilotPage;
export const pilotMetadata = page.pilotMetadata;
