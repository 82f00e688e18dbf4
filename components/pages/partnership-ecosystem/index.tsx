import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { PageHero, Section } from "@/components/ui/section";
import { DISTRICT_PHASE_VILLAGES, partnerRoles, partnershipTiers } from "@/content/partnerships";
import { localizePath } from "@/lib/i18n";
import { definePage, type ViewProps } from "@/lib/page";
import { HowToJoin } from "./how-to-join";
import { PartnerRoles } from "./partner-roles";
import { TierCards } from "@/components/partnership/tier-cards";
import { CsrSection } from "@/components/funders/csr-section";
import { requestWords } from "@/lib/request-language";

function PartnershipEcosystemView({ village }: ViewProps) {
  const { lang, t } = requestWords();
  const { ledger } = village;
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="warning">{t("partnership-ecosystem.hero.status")}</Badge>}
        title={t("route.partnership-ecosystem.title")}
        description={t("partnership-ecosystem.hero.description")}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={localizePath("/scaling", lang)} variant="outline">
            {t("partnership-ecosystem.links.scaling")}
          </ButtonLink>
          <ButtonLink href={localizePath("/investment", lang)} variant="outline">
            {t("partnership-ecosystem.links.investment")}
          </ButtonLink>
        </div>
      </PageHero>
      <Section
        id="tiers"
        title={t("partnership-ecosystem.tiers.title")}
        description={t("partnership-ecosystem.tiers.description", {
          count: partnershipTiers.length,
        })}
      >
        <TierCards
          partnershipTiers={partnershipTiers}
          districtVillages={DISTRICT_PHASE_VILLAGES}
          detailed
        />
        <p className="mt-4 text-sm text-muted-foreground">
          {t("partnership-ecosystem.tiers.note")}
        </p>
      </Section>
      <div className="border-y bg-muted/40">
        <PartnerRoles partnerRoles={partnerRoles} />
      </div>
      <CsrSection village={village} />
      <HowToJoin ledger={ledger} />
    </>
  );
}

const page = definePage("partnership-ecosystem", PartnershipEcosystemView);
export default page.Page;
export const generateMetadata = page.generateMetadata;
