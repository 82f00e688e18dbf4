import { ArrowRight } from "lucide-react";
import type { z } from "zod";
import type { heroLinkSchema } from "@/content/home/hero";
import { AlsoGiven } from "@/components/also-given";
import { ButtonLink } from "@/components/ui/button";
import { PageHero } from "@/components/ui/section";
import { Stat, StatGrid } from "@/components/ui/stat";
import { formatCrore, formatNumber } from "@/lib/format";
import { localizePath } from "@/lib/i18n";
import { StageBadge } from "@/components/programme/stage-badge";
import { spanWords, type PlanSpan } from "@/lib/programme-span";
import { requestWords } from "@/lib/request-language";
import type { PartProps } from "@/lib/page";

/** The figures the hero quotes: the plan's, the pilot village's and the national target. */
export interface HeroFigures {
  internetMbps: number;
  phases: number;
  months: number;
  years: number;
  totalInvestment: number;
  villagers: number;
  households: number;
  nationalVillages: number;
}

interface HomeHeroProps extends PartProps {
  figures: HeroFigures;
  links: readonly z.infer<typeof heroLinkSchema>[];
  /** The plan's first and last month. */
  span: PlanSpan;
}

/** The page's one <h1>, the five hero buttons of spec §2 and a strip of key figures. */
export function HomeHero({ ledger, figures, links, span }: HomeHeroProps) {
  const { lang, t } = requestWords();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div id="vision">
      <PageHero
        eyebrow={<StageBadge ledger={ledger} tone="highlight" />}
        title={t("hero.title")}
        description={t("hero.description", {
          count: figures.years,
          villagers: n(figures.villagers),
          villages: n(figures.nationalVillages),
        })}
      >
        <div className="flex flex-wrap gap-3">
          {links.map((link, i) => (
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
            value={t("hero.figure.internet.value", { n: n(figures.internetMbps) })}
            label={t("hero.figure.internet.label")}
          />
          <Stat
            value={t("hero.figure.plan.value", { phases: n(figures.phases) })}
            label={t("hero.figure.plan.label", {
              months: n(figures.months),
              ...spanWords(lang, span),
            })}
            hint={<AlsoGiven ledger={ledger} measure="plan.months" shown={figures.months} />}
          />
          {/* Two decimals: the spec quotes this total as ₹1.63 crore throughout. */}
          <Stat
            value={formatCrore(figures.totalInvestment, lang, 2)}
            label={t("hero.figure.budget.label")}
            hint={
              <AlsoGiven
                ledger={ledger}
                measure="investment.total"
                shown={figures.totalInvestment}
              />
            }
          />
          <Stat
            value={n(figures.villagers)}
            label={t("hero.figure.people.label", { households: n(figures.households) })}
          />
        </StatGrid>
      </PageHero>
    </div>
  );
}
