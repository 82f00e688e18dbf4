import { ArrowRight } from "lucide-react";
import { programme } from "@/content/budget";
import { heroFigures, heroLinks } from "@/content/home/hero";
import { nationalProjections } from "@/content/home/plan";
import { village } from "@/content/village";
import { AlsoGiven } from "@/components/also-given";
import { ButtonLink } from "@/components/ui/button";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatCrore, formatNumber } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { StageBadge } from "@/components/programme/stage-badge";
import { programmeSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** The page's one <h1>, the five hero buttons of spec §2 and a strip of key figures. */
export function HomeHero({ ledger }: PartProps) {
  const { lang, t } = requestWords();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div id="vision">
      <PageHero
        eyebrow={<StageBadge ledger={ledger} tone="highlight" />}
        title={t("hero.title")}
        description={t("hero.description", {
          count: programme.years,
          villagers: n(heroFigures.villagers),
          villages: n(nationalProjections.villages),
        })}
      >
        <div className="flex flex-wrap gap-3">
          {heroLinks.map((link, i) => (
            <ButtonLink
              key={link.id}
              href={localizePath(link.path, lang)}
              variant={i === 0 ? "primary" : "outline"}
              size="lg"
              className="h-auto min-h-11 w-full py-2 text-center whitespace-normal sm:w-auto"
            >
              {t(`hero.cta.${link.id}`)}
              {i === 0 && <ArrowRight aria-hidden />}
            </ButtonLink>
          ))}
        </div>
        <h2 className="sr-only">{t("hero.figures")}</h2>
        <StatGrid className="mt-8">
          <Stat
            value={t("hero.figure.internet.value", { n: n(heroFigures.internetMbps) })}
            label={t("hero.figure.internet.label")}
          />
          <Stat
            value={t("hero.figure.plan.value", { phases: n(heroFigures.phases) })}
            label={t("hero.figure.plan.label", {
              months: n(heroFigures.months),
              ...programmeSpan(lang),
            })}
            hint={<AlsoGiven ledger={ledger} measure="plan.months" shown={heroFigures.months} />}
          />
          {/* Two decimals: the spec quotes this total as ₹1.63 crore throughout. */}
          <Stat
            value={formatCrore(heroFigures.totalInvestment, lang, 2)}
            label={t("hero.figure.budget.label")}
            hint={
              <AlsoGiven
                ledger={ledger}
                measure="investment.total"
                shown={heroFigures.totalInvestment}
              />
            }
          />
          <Stat
            value={n(heroFigures.villagers)}
            label={t("hero.figure.people.label", { households: n(village.population.households) })}
          />
        </StatGrid>
      </PageHero>
    </div>
  );
}
