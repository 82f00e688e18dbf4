import { nationalProjections } from "@/content/home/plan";
import { formatNumber } from "@/lib/format";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeGroups } from "./age-groups";
import { HomeHero } from "./hero";
import { NationalScaling } from "./national-scaling";
import { HomePhases } from "./phases";
import { ProgrammeCards } from "./programme-cards";
import { Targets } from "./targets";
import { VillageProfile } from "./village-profile";
import { requestWords } from "@/lib/request-language";

/** Home (spec §2): hero, village profile, phases, national scaling, programmes, targets, age groups. */
function HomeView({ village: { ledger } }: ViewProps) {
  const { lang } = requestWords();
  return (
    <>
      <HomeHero ledger={ledger} />
      <VillageProfile ledger={ledger} />
      <HomePhases ledger={ledger} />
      <NationalScaling villages={formatNumber(nationalProjections.villages, lang)} />
      <ProgrammeCards ledger={ledger} />
      <Targets ledger={ledger} />
      <AgeGroups ledger={ledger} />
    </>
  );
}

const page = definePage("home", HomeView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
