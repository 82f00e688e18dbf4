import { DataTable } from "@/components/ui/data-table";
import type { ExecutionLabels } from "@/components/execution/labels";
import { textLine } from "@/components/execution/roadmap-text";
import { PackageCards } from "@/components/execution/package-cards";
import { Section } from "@/components/ui/section";
import {
  packageRevenueAtCapacity,
  type tourismPackages,
  type tourismSeasons,
} from "@/content/execution/village-tourism";
import { formatNumber, formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

const ID = "village-tourism-execution";
const PACKAGE_NUMBERS = [1, 2, 3, 4] as const;

interface TourismPortfolioProps {
  demand: ExecutionLabels["demand"];
  packages: readonly (typeof tourismPackages)[number][];
  seasons: readonly (typeof tourismSeasons)[number][];
}

/** The four tourism packages as cards and the seasons as a table (spec §3). */
export function TourismPortfolio({ demand, packages, seasons }: TourismPortfolioProps) {
  const { lang, t } = requestWords();
  const n = (value: number) => formatNumber(value, lang);
  const cards = packages.map((pkg, i) => {
    const name = textLine(`${ID}.portfolio.package.${PACKAGE_NUMBERS[i] ?? 1}`, lang);
    return {
      key: name.key,
      name: name.text,
      price: t(`${ID}.portfolio.perPerson`, { price: formatRupees(pkg.price, lang) }),
      facts: [
        t(`${ID}.portfolio.days`, { n: n(pkg.duration) }),
        t(`${ID}.portfolio.capacity`, { n: n(pkg.capacity) }),
        t(`${ID}.portfolio.atCapacity`, {
          amount: formatRupees(packageRevenueAtCapacity(pkg), lang),
        }),
      ],
      highlights: pkg.highlights.map((id) => textLine(`${ID}.highlight.${id}`, lang)),
    };
  });
  return (
    <Section
      id="portfolio"
      title={t(`${ID}.portfolio.title`)}
      description={t(`${ID}.portfolio.description`, { count: packages.length })}
      className="pt-0 sm:pt-0"
    >
      <h3 className="text-lg font-semibold">{t(`${ID}.portfolio.packages`)}</h3>
      <div className="mt-3">
        <PackageCards items={cards} />
      </div>
      <h3 className="mt-8 text-lg font-semibold">{t(`${ID}.portfolio.seasons`)}</h3>
      <div className="mt-3">
        <DataTable
          density="roomy"
          rowHeaders
          caption={t(`${ID}.portfolio.seasons`)}
          columns={[
            { header: t(`${ID}.portfolio.season`) },
            { header: t(`${ID}.portfolio.demand`) },
            { header: t(`${ID}.portfolio.visitors`), numeric: true },
            { header: t(`${ID}.portfolio.focus`) },
            { header: t(`${ID}.portfolio.avgRevenue`), numeric: true },
          ]}
          rows={seasons.map((s) => {
            const name = textLine(`${ID}.season.${s.id}.name`, lang);
            return {
              key: name.key,
              cells: [
                name.text,
                demand(s.demand),
                n(s.visitors),
                t(`${ID}.season.${s.id}.focus`),
                formatRupees(s.avgRevenue, lang),
              ],
            };
          })}
        />
      </div>
    </Section>
  );
}
