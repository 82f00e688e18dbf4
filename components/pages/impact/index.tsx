import { RelatedLinks } from "@/components/pages/implementation-timeline/related-links";
import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";
import { BeforeAfterSection } from "./before-after-section";
import { CategoriesSection } from "./categories-section";
import { ImpactHero } from "./hero";
import { MilestonesSection } from "./milestones-section";

/** Impact analysis (spec §2): categories, before and after, quarterly milestones. */
function ImpactView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <ImpactHero lang={lang} t={t} />
      <CategoriesSection lang={lang} t={t} />
      <BeforeAfterSection lang={lang} t={t} />
      <MilestonesSection lang={lang} t={t} />
      <RelatedLinks
        lang={lang}
        t={t}
        title="impact.links.title"
        links={[
          { path: "/investment", route: "investment" },
          { path: "/dashboard-v2", route: "dashboard" },
        ]}
      />
    </>
  );
}

const page = definePage("impact", ImpactView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
