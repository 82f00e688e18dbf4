import { DataTable } from "@/components/ui/data-table";
import { textLine } from "@/components/execution/roadmap-text";
import { Section } from "@/components/ui/section";
import type { agriProducts, agriSalesChannels } from "@/content/execution/agri-processing";
import { formatBudget, formatNumber, formatPercent, formatRupees } from "@/lib/format";
import { requestWords } from "@/lib/request-language";

const ID = "agri-processing-execution";

export interface AgriPortfolioProps {
  products: readonly (typeof agriProducts)[number][];
  /** The sales channels, each with its part of the annual revenue in rupees. */
  channels: readonly ((typeof agriSalesChannels)[number] & { revenue: number })[];
}

/** Processing products and sales channels (spec §3), as two tables. */
export function AgriPortfolio({ products, channels }: AgriPortfolioProps) {
  const { lang, t } = requestWords();
  return (
    <Section
      id="portfolio"
      title={t(`${ID}.portfolio.title`)}
      description={t(`${ID}.portfolio.description`)}
      className="pt-0 sm:pt-0"
    >
      <h3 className="text-lg font-semibold">{t(`${ID}.portfolio.products`)}</h3>
      <div className="mt-3">
        <DataTable
          density="roomy"
          rowHeaders
          caption={t(`${ID}.portfolio.products`)}
          columns={[
            { header: t(`${ID}.portfolio.product`) },
            { header: t(`${ID}.portfolio.capacity`) },
            { header: t(`${ID}.portfolio.farmers`), numeric: true },
            { header: t(`${ID}.portfolio.annualValue`), numeric: true },
            { header: t(`${ID}.portfolio.margin`), numeric: true },
          ]}
          rows={products.map((p) => {
            const name = textLine(`${ID}.product.${p.id}.name`, lang);
            return {
              key: name.key,
              cells: [
                name.text,
                t(`${ID}.product.${p.id}.capacity`, { n: formatNumber(p.capacity, lang) }),
                formatNumber(p.farmers, lang),
                formatBudget(p.annualValue, lang),
                formatPercent(p.margin, lang),
              ],
            };
          })}
        />
      </div>
      <h3 className="mt-8 text-lg font-semibold">{t(`${ID}.portfolio.channels`)}</h3>
      <div className="mt-3">
        <DataTable
          density="roomy"
          rowHeaders
          caption={t(`${ID}.portfolio.channels`)}
          columns={[
            { header: t(`${ID}.portfolio.channel`) },
            { header: t(`${ID}.portfolio.share`), numeric: true },
            { header: t(`${ID}.portfolio.avgOrder`), numeric: true },
            { header: t(`${ID}.portfolio.channelRevenue`), numeric: true },
          ]}
          rows={channels.map((c) => {
            const name = textLine(`${ID}.channel.${c.id}`, lang);
            return {
              key: name.key,
              cells: [
                name.text,
                formatPercent(c.percentage, lang),
                formatRupees(c.avgOrderValue, lang),
                formatBudget(c.revenue, lang),
              ],
            };
          })}
        />
      </div>
    </Section>
  );
}
