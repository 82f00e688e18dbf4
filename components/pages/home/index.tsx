import { programme } from "@/content/budget";
import { dashboardPhasesOf } from "@/content/dashboard";
import { LITERACY_TARGET } from "@/content/education";
import { YEAR_BUDGETS_TOTAL } from "@/content/figures/sums";
import { ageGroups } from "@/content/home/age-groups";
import { heroFigures, heroLinks, profileFigures, villageStats } from "@/content/home/hero";
import { homePhases, nationalProjections } from "@/content/home/plan";
import { programmeCards } from "@/content/home/programmes";
import { transformationTargets } from "@/content/home/targets";
import { HOME_PAGE_CHILDREN, village as pilot } from "@/content/village";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeGroups } from "./age-groups";
import { HomeHero } from "./hero";
import { NationalScaling } from "./national-scaling";
import { HomePhases } from "./phases";
import { ProgrammeCards } from "./programme-cards";
import { Targets } from "./targets";
import { VillageProfile } from "./village-profile";

/** Home (spec §2): hero, village profile, phases, national scaling, programmes, targets, age groups. */
function HomeView({ village: { ledger } }: ViewProps) {
  const hero = {
    ...heroFigures,
    years: programme.years,
    households: pilot.population.households,
    nationalVillages: nationalProjections.villages,
  };
  const stats = { ...villageStats, literacy: pilot.literacy };
  return (
    <>
      <HomeHero ledger={ledger} figures={hero} links={heroLinks} span={programme} />
      <VillageProfile ledger={ledger} stats={stats} profile={profileFigures} />
      <HomePhases
        ledger={ledger}
        homePhases={homePhases}
        phases={dashboardPhasesOf(ledger)}
        years={programme.years}
        yearBudgetsTotal={YEAR_BUDGETS_TOTAL}
        span={programme}
      />
      <NationalScaling projections={nationalProjections} />
      <ProgrammeCards ledger={ledger} programmeCards={programmeCards} />
      <Targets
        ledger={ledger}
        transformationTargets={transformationTargets}
        homePageChildren={HOME_PAGE_CHILDREN}
      />
      <AgeGroups ledger={ledger} ageGroups={ageGroups} literacyTarget={LITERACY_TARGET} />
    </>
  );
}

const page = definePage("home", HomeView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
