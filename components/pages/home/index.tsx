import { nationalProjections } from "@/content/home/plan";
import { formatNumber } from "@/lib/format";
import { translator } from "@/lib/messages";
import { definePage, type ViewProps } from "@/lib/page";
import { AgeGroups } from "./age-groups";
import { HomeHero } from "./hero";
import { NationalScaling } from "./national-scaling";
import { HomePhases } from "./phases";
import { ProgrammeCards } from "./programme-cards";
import { Targets } from "./targets";
import { VillageProfile } from "./village-profile";

/** Home (spec §2): hero, village profile, phases, national scaling, programmes, targets, age groups. */
function HomeView({ lang, village: { ledger } }: ViewProps) {
  const t = translator(lang);
  return (
    <>
      <HomeHero lang={lang} t={t} />
      <VillageProfile lang={lang} t={t} />
      <HomePhases lang={lang} t={t} ledger={ledger} />
      <NationalScaling
        lang={lang}
        t={t}
        villages={formatNumber(nationalProjections.villages, lang)}
      />
      <ProgrammeCards lang={lang} t={t} ledger={ledger} />
      <Targets lang={lang} t={t} />
      <AgeGroups lang={lang} t={t} />
    </>
  );
}

const page = definePage("home", HomeView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
